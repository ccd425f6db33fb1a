import { AppError, Conflict, type FieldError, Forbidden } from '../../core/errors';

// The fleet module's failures, with the codes the portal maps to its messages (docs/FLEET.md).

export class IcNotFound extends AppError {
  constructor() {
    super(404, 'IC_NOT_FOUND', 'I/C not found in the revenue-service database');
  }
}

/** A verification code that is wrong, expired, used up or unknown: `fields[0].rule` says which. */
export class InvalidCode extends AppError {
  constructor(field: FieldError) {
    super(400, 'INVALID_CODE', field.message, [field]);
  }
}

/** The notifications service did not take the message: the code is dropped, ask for a new one. */
export class MessageNotSent extends AppError {
  constructor(channel: 'phone' | 'email') {
    super(
      502,
      channel === 'phone' ? 'SMS_NOT_SENT' : 'EMAIL_NOT_SENT',
      channel === 'phone' ? 'SMS not sent' : 'E-mail not sent',
    );
  }
}

export function contragentExists(field: 'identificationCode' | 'email' | 'phone'): Conflict {
  const message = 'Contragent, e-mail or phone already exists';
  return new Conflict(message, [{ path: field, rule: 'unique', message }], 'CONTRAGENT_EXISTS');
}

export const notACompanyUser = () => new Forbidden('The user is not authorized', 'NOT_A_COMPANY_USER');

export const userBlocked = () =>
  new Forbidden('Your user is blocked, please contact your service manager', 'USER_BLOCKED');
