import WebSocket from 'ws';

/** A ws client that buffers messages so none is lost between awaits. */
export class Client {
  readonly messages: string[] = [];
  private waiters: (() => void)[] = [];
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(data.toString());
      this.waiters.splice(0).forEach((w) => w());
    });
  }

  static open(url: string, token: string): Promise<Client> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, token);
      const client = new Client(ws);
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (req, res) => {
        req.destroy();
        reject(new Error(`HTTP ${res.statusCode}`));
      });
      ws.once('error', reject);
    });
  }

  /** Next message matching `pred` (consumed), or rejects after `ms`. */
  async next(pred: (text: string) => boolean = () => true, ms = 4000): Promise<string> {
    const deadline = Date.now() + ms;
    for (;;) {
      const i = this.messages.findIndex(pred);
      if (i >= 0) return this.messages.splice(i, 1)[0];
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching message within ${ms} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.ws.close();
  }
}
