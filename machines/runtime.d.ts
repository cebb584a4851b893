// The two globals the machines use beyond the language: every runtime they run in (browser, Node,
// Deno) has them. Declared here so that machines/ type-checks without the DOM's or Node's types.
declare const console: { warn(...data: unknown[]): void; error(...data: unknown[]): void }
declare class TextEncoder {
  encode(input?: string): Uint8Array
}
