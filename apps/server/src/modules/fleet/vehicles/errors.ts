import { uniqueViolation } from '../../../core/database/errors';
import { Conflict } from '../../../core/errors';
import { DUPLICATE_REGISTRATION_MESSAGE } from './schemas';

/** 409 `REGISTRATION_NUMBER_EXISTS` on `path` (`registrationNumber`, or a CSV row's). */
export function registrationExists(path = 'registrationNumber'): Conflict {
  return new Conflict(
    DUPLICATE_REGISTRATION_MESSAGE,
    [{ path, rule: 'unique', message: DUPLICATE_REGISTRATION_MESSAGE }],
    'REGISTRATION_NUMBER_EXISTS',
  );
}

/** The error to throw for a failed vehicle write: the 409 when the company has the number already. */
export function vehicleWriteError(error: unknown): unknown {
  return uniqueViolation(error) === 'vehicles_company_registration_unique' ? registrationExists() : error;
}
