/**
 * The device's text model (the smaller one `npm run train` makes), in a module of its own so
 * that the browser loads it as a chunk with the engine and the server never loads it.
 */
import { loadModel, type LinearModelFile } from './linear-model.ts'
import textModelFile from './text-model.json'

export const DEVICE_TEXT_MODEL = loadModel(textModelFile as LinearModelFile)
