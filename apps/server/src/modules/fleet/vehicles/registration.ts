import type { RegistrationType } from '../vocabulary';

// A registration number's format per type. Plain data and functions only: the zod schemas, the CSV
// import and (through the kit) the portal's forms read these same rules.

type Format = {
  /** How the number is written, shown to the user as the expected form. */
  example: string;
  /** The number without separators, upper case; the groups are joined with dashes. */
  compact: RegExp;
};

/**
 * - georgia: two letters, three digits, two letters (`AA-123-BB`), the plates issued since 2008;
 * - transit: `TR`, three digits, two letters (`TR-123-AB`);
 * - diplomatic: `CD`, `CMD` or `D`, then two groups of three digits (`CD-001-123`);
 * - other (foreign plates and the like): 2 to 14 letters, digits, spaces or dashes (spec §5: "under 15").
 */
export const REGISTRATION_FORMATS: Record<Exclude<RegistrationType, 'other'>, Format> = {
  georgia: { example: 'AA-123-BB', compact: /^([A-Z]{2})(\d{3})([A-Z]{2})$/ },
  transit: { example: 'TR-123-AB', compact: /^(TR)(\d{3})([A-Z]{2})$/ },
  diplomatic: { example: 'CD-001-123', compact: /^(CMD|CD|D)(\d{3})(\d{3})$/ },
};

const OTHER_FORMAT = /^[\p{L}\d](?:[\p{L}\d -]{0,12}[\p{L}\d])?$/u;
export const OTHER_EXAMPLE = 'ABC 1234';

/** Latin letters upper-cased; other scripts are left as typed (Georgian has no capitals to fold to). */
const latinUpper = (text: string) => text.replace(/[a-z]+/g, (letters) => letters.toUpperCase());

/**
 * The stored form of a registration number of `type` (upper case, dashes between the groups), or
 * `undefined` when it does not have that type's format. `aa 123 bb` and `AA123BB` are `AA-123-BB`.
 */
export function normalizeRegistration(type: RegistrationType, input: string): string | undefined {
  const text = latinUpper(input.trim()).replace(/\s+/g, ' ');
  if (type === 'other') {
    const tidy = text.replace(/\s*-\s*/g, '-');
    return tidy.length >= 2 && OTHER_FORMAT.test(tidy) ? tidy : undefined;
  }
  const match = REGISTRATION_FORMATS[type].compact.exec(text.replace(/[\s.-]/g, ''));
  return match ? match.slice(1).join('-') : undefined;
}

/** The example of a type's format, for messages. */
export function registrationExample(type: RegistrationType): string {
  return type === 'other' ? OTHER_EXAMPLE : REGISTRATION_FORMATS[type].example;
}
