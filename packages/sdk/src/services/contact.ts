import type { ContactRequest, ContactRequestInput } from '@fuel/server/contract';
import { path } from '../path';
import { BaseService } from '../service';
import type { RequestOptions } from '../transport';

/** The project's public contact form, on the newer base: a visitor's message reaches the project's admins. */
export class ContactService extends BaseService {
  /**
   * `POST /contact-request`: stores the visitor's name, message and e-mail or phone number (at least
   * one of the two).
   *
   * @returns the stored request.
   * @throws {ClientError} 400 `VALIDATION_FAILED` naming each broken field (`email` when neither an
   *   e-mail nor a phone number is given).
   */
  send(input: ContactRequestInput, options?: RequestOptions): Promise<ContactRequest> {
    return this.transport.send('POST', path`/contact-request`, { body: input }, options);
  }
}
