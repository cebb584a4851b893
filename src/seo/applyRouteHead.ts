import { headFor } from './head'
import { applyHead } from './renderHead'

/** Gives the live document the head of `path`. */
export function applyRouteHead(path: string): void {
  applyHead(headFor(path), document)
}
