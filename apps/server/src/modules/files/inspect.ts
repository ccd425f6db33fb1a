import { Transform, type TransformCallback } from 'node:stream';
import { SNIFF_BYTES, SNIFF_MAX_BYTES, type Sniffed, sniff, TextCheck } from './sniff';

export type InspectOptions = {
  /** More bytes than this fail the stream with `tooLarge()`. */
  maxBytes: number;
  tooLarge: () => Error;
  /** Called once the type is known (and again with a refusal if a text file turns binary); throw to refuse. */
  check: (sniffed: Sniffed) => void;
};

/**
 * Passes an upload's bytes through while counting them and sniffing its type from the first bytes, so
 * that a file that is too large or of a refused type fails the stream as soon as that is known, rather
 * than after it is stored. Only the sniffer's head (64 KB, at most 1 MB for a JPEG) is held in memory.
 */
export class ContentInspector extends Transform {
  size = 0;
  sniffed: Extract<Sniffed, { accepted: true }> | undefined;
  private head: Buffer[] = [];
  private headLength = 0;
  private nextLook = SNIFF_BYTES;
  private decided = false;
  private readonly text = new TextCheck();

  constructor(private readonly options: InspectOptions) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.size += chunk.length;
      if (this.size > this.options.maxBytes) throw this.options.tooLarge();
      this.text.push(chunk);
      if (!this.decided) {
        this.head.push(chunk);
        this.headLength += chunk.length;
        if (this.headLength >= this.nextLook) this.look(false);
      }
      callback(null, chunk);
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      // An empty stream has nothing to sniff: the service refuses it.
      if (this.size > 0 && !this.decided) this.look(true);
      if (this.sniffed?.contentType === 'text/plain' && !this.text.end()) {
        this.options.check({ accepted: false, detected: 'binary data after a text start' });
      }
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  private look(end: boolean): void {
    const head = Buffer.concat(this.head);
    const sniffed = sniff(head, { end: end || head.length >= SNIFF_MAX_BYTES });
    if (!sniffed) {
      this.head = [head];
      this.nextLook = Math.min(this.nextLook * 2, SNIFF_MAX_BYTES);
      return;
    }
    this.decided = true;
    this.head = [];
    this.options.check(sniffed);
    if (sniffed.accepted) this.sniffed = sniffed;
  }
}
