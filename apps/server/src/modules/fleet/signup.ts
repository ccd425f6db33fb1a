import type { Database } from '../../core/database/client';
import { Conflict, ValidationFailed } from '../../core/errors';
import type { AuthService } from '../auth/service';
import { companyView, insertCompany, insertOwner, membershipView } from './companies';
import { contragentExists, IcNotFound, MessageNotSent } from './errors';
import { type CodeMessenger, texts } from './messages';
import { passwordProblems } from './passwords';
import type { RevenueRegistry } from './registry';
import type { FleetSession, FleetSignupBody, FleetVerificationSent } from './schemas';
import { SEND_LIMITS, type Verifications } from './verifications';

export type SignupDeps = {
  db: Database;
  auth: Pick<AuthService, 'createUser' | 'sessions'>;
  registry: RevenueRegistry;
  verifications: Verifications;
  messenger: CodeMessenger;
};

/** A company's sign-up: a code by SMS to the phone, then the user, the company and its SUPER_ADMIN at once. */
export function createSignup({ db, auth, registry, verifications, messenger }: SignupDeps) {
  return {
    /**
     * Sends a sign-up code to the phone.
     *
     * @throws RateLimited 429 (see SEND_LIMITS); 502 `SMS_NOT_SENT` when the SMS channel refused it.
     */
    async sendCode(projectId: string, phone: string): Promise<FleetVerificationSent> {
      const issued = await verifications.issue({
        projectId,
        purpose: 'signup',
        channel: 'phone',
        destination: phone,
      });
      try {
        await messenger.sms(projectId, phone, texts.signupSms(issued.code));
      } catch (error) {
        await verifications.discard(issued.id);
        throw Object.assign(new MessageNotSent('phone'), { cause: error });
      }
      return {
        verificationId: issued.id,
        expiresAt: issued.expiresAt,
        resendAfterSeconds: SEND_LIMITS.gapSeconds,
      };
    },

    /**
     * Checks the password, the registry and the code, then creates the platform user, the company and the
     * membership, and signs the user in.
     *
     * No half-written sign-up: the three rows and the code's consumption are written in one database
     * transaction. The auth service takes that transaction as the executor of `createUser` (an optional
     * parameter added for this), so a failure at any step (a duplicate, a crash) rolls back all of them,
     * the user included; nothing has to be deleted afterwards. The session is opened after the commit:
     * if that fails, the account is whole and its owner can sign in.
     *
     * @throws ValidationFailed 400 naming each broken password rule (field `password`);
     *   IcNotFound 404 `IC_NOT_FOUND`; InvalidCode 400 `INVALID_CODE`;
     *   Conflict 409 `CONTRAGENT_EXISTS` naming `identificationCode`, `email` or `phone`.
     */
    async complete(projectId: string, body: FleetSignupBody): Promise<FleetSession> {
      const problems = passwordProblems(body.password, 'password');
      if (problems.length > 0) throw new ValidationFailed('The password breaks the password rules', problems);
      const entry = await registry.lookup(body.contragentType, body.identificationCode);
      if (!entry) throw new IcNotFound();
      const verification = await verifications.attempt(
        body.verificationId,
        { projectId, purpose: 'signup', destination: body.phone },
        body.code,
      );

      const created = await db.transaction(async (tx) => {
        await verifications.consume(tx, verification.id);
        const company = await insertCompany(tx, { projectId, entry, email: body.email, phone: body.phone });
        const user = await auth
          .createUser(
            {
              projectId,
              email: body.email,
              phone: body.phone,
              password: body.password,
              firstName: body.firstName,
              lastName: body.lastName,
            },
            tx,
          )
          .catch((error: unknown) => {
            const field = error instanceof Conflict ? error.fields?.[0]?.path : undefined;
            throw field === 'email' || field === 'phone' ? contragentExists(field) : error;
          });
        const membership = await insertOwner(tx, company.id, user);
        return { company, user, membership };
      });
      const session = await auth.sessions.open({ userId: created.user.id });
      return {
        ...session,
        user: created.user,
        company: companyView(created.company),
        membership: membershipView(created.membership),
      };
    },
  };
}
