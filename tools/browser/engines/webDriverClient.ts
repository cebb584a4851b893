/** The key of an element reference in W3C WebDriver's JSON. */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'

export type WebElement = { [ELEMENT_KEY]: string }

/**
 * The few W3C WebDriver (classic) commands the tests need, over HTTP, for one session of a driver
 * server such as WebKitWebDriver. A command the browser refuses throws with its error and message.
 */
export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async create(serverUrl: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const { sessionId } = await send<{ sessionId: string }>('POST', `${serverUrl}/session`, { capabilities: { alwaysMatch: capabilities } })
    return new WebDriverSession(`${serverUrl}/session/${sessionId}`, sessionId)
  }

  command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return send<T>(method, `${this.base}${path}`, body ?? (method === 'POST' ? {} : undefined))
  }

  execute<T>(script: string, args: readonly unknown[] = []): Promise<T> {
    return this.command<T>('POST', '/execute/sync', { script, args })
  }

  /** Runs an input source's actions: key presses or pointer moves. */
  async actions(actions: readonly Record<string, unknown>[]): Promise<void> {
    await this.command('POST', '/actions', { actions })
    await this.command('DELETE', '/actions')
  }

  async delete(): Promise<void> {
    await send('DELETE', this.base)
  }
}

/** Longer than the page load and script timeouts the driver sets, so those answer first. */
const COMMAND_TIMEOUT_MS = 45_000

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    // A browser that stopped answering fails the command rather than the whole run.
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } }
  if (!response.ok)
    throw new Error(`WebDriver ${method} ${new URL(url).pathname.replace(/^\/session\/[^/]+/, '')}: ${value.error}: ${value.message}`)
  return value
}
