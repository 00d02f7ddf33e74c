/** pdf.js's worker half, loaded into workers/pdf-preview.worker.ts as its "fake worker". */
declare module 'pdfjs-dist/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown
}
