import { uniqueViolation } from '../../../core/database/errors';
import { AppError, Conflict } from '../../../core/errors';

// The users page's refusals, with the codes the portal maps to its messages (docs/FLEET.md).

export function personalNumberExists(): Conflict {
  const message = 'A user with this personal number already exists';
  return new Conflict(
    message,
    [{ path: 'personalNumber', rule: 'unique', message }],
    'PERSONAL_NUMBER_EXISTS',
  );
}

/** The e-mail or phone belongs to another account of the portal's project. */
export function contactExists(field: 'email' | 'phone'): Conflict {
  const message = `An account with this ${field === 'email' ? 'e-mail' : 'phone'} already exists`;
  return new Conflict(message, [{ path: field, rule: 'unique', message }], 'CONTACT_EXISTS');
}

/** The main admin's status and permissions are not the users page's to change. */
export function mainAdminUnchangeable(): Conflict {
  return new Conflict(
    'The main admin always has every page and stays active',
    undefined,
    'MAIN_ADMIN_UNCHANGEABLE',
  );
}

/** Spec §8: a wrong current password on a password change. */
export class WrongPassword extends AppError {
  constructor() {
    super(400, 'WRONG_PASSWORD', 'Password is wrong', [
      { path: 'currentPassword', rule: 'matches_current', message: 'Password is wrong' },
    ]);
  }
}

/**
 * Runs a write of a user's details, mapping what it may break to the field it names: the personal
 * number (unique in the company) or the platform account's e-mail or phone (unique in the project).
 */
export async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'company_users_company_personal_number_unique')
      throw personalNumberExists();
    const field = error instanceof Conflict ? error.fields?.[0]?.path : undefined;
    if (field === 'email' || field === 'phone') throw contactExists(field);
    throw error;
  }
}
