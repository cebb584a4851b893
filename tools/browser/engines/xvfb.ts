import { spawn } from 'node:child_process'
import { stopProcess } from '../../../supabase/local/stopProcess'

export interface XServer {
  /** The DISPLAY value of the server, such as ':12'. */
  display: string
  stop(): Promise<void>
}

/** Starts a virtual X server (Xvfb) on a display number it picks itself, so runs side by side do not meet. */
export function startXvfb(): Promise<XServer> {
  // With no window manager the keyboard focus follows the pointer, which starts at the screen's centre: on a screen
  // smaller than the narrowest window (320 px) it is over every window at the top left, so the window has the focus
  // and WebKit matches :focus. A window larger than the screen still draws its whole page.
  const server = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '300x200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  const stop = () => stopProcess(server)
  return new Promise((resolve, reject) => {
    let output = ''
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = /^(\d+)\n/.exec(output)
      if (line) resolve({ display: `:${line[1]}`, stop })
    })
    server.once('error', (error) => reject(new Error(`Xvfb could not start: ${error.message} (Debian's xvfb package brings it)`)))
    server.once('exit', (code) => reject(new Error(`Xvfb ended (exit code ${code})`)))
  })
}
