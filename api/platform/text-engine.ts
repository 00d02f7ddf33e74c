/**
 * The server's text engine: the larger models `npm run train` makes (every n-gram of the
 * training messages, and the plain n-gram half; every weight of the URL model) and every
 * language's lexicon. The device runs smaller models from the same training
 * (src/lib/device-engine.ts); both make any never-event High.
 */
import { createTextEngine } from '../../src/domain/engine/analyse.ts'
import { LEXICONS } from '../../src/domain/engine/language/lexicons/index.ts'
import { loadModel, type LinearModelFile } from '../../src/domain/engine/model/linear-model.ts'
import serverModelFile from '../../src/domain/engine/model/text-model.server.json'

import { SERVER_URL_MODEL } from './url-model.ts'

export const serverTextEngine = createTextEngine(
  loadModel(serverModelFile as LinearModelFile),
  LEXICONS,
  SERVER_URL_MODEL,
)

/** Analyses a message or description with the server's engine. */
export const analyseText = serverTextEngine.analyseText
