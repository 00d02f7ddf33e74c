/**
 * The server's URL model: the larger one `npm run train` makes (every weight). The device runs
 * the smaller one from the same training (src/domain/engine/link.ts's default).
 */
import { loadModel, type LinearModelFile } from '../../src/domain/engine/model/linear-model.ts'
import serverUrlModelFile from '../../src/domain/engine/model/url-model.server.json'

export const SERVER_URL_MODEL = loadModel(serverUrlModelFile as LinearModelFile)
