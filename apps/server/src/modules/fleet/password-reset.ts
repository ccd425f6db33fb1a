import type { Database } from '../../core/database/client';
import { ValidationFailed } from '../../core/errors';
import type { AuthService } from '../auth/service';
import { InvalidCode, MessageNotSent } from './errors';
import { type CodeMessenger, texts } from './messages';
import { passwordProblems } from './passwords';
import type { FleetPasswordResetBody, FleetPasswordResetCodeBody, FleetPasswordResetSent } from './schemas';
import type { Verifications } from './verifications';

export type PasswordResetDeps = {
  db: Database;
  auth: Pick<AuthService, 'findUserIdByContact' | 'setPassword'>;
  verifications: Verifications;
  messenger: CodeMessenger;
};

/** Password reset by a code sent to the account's phone or e-mail. */
export function createPasswordReset({ db, auth, verifications, messenger }: PasswordResetDeps) {
  return {
    /**
     * Sends a reset code when an end user of the project has this phone or e-mail. The answer is the
     * same when none has: a verification is issued all the same (and rate limited all the same), its
     * code is sent nowhere, and no code can complete it.
     *
     * @throws RateLimited 429; 502 `SMS_NOT_SENT` / `EMAIL_NOT_SENT` when the channel refused the message.
     */
    async sendCode(projectId: string, body: FleetPasswordResetCodeBody): Promise<FleetPasswordResetSent> {
      const userId = await auth.findUserIdByContact(
        projectId,
        body.channel === 'email' ? { email: body.destination } : { phone: body.destination },
      );
      const issued = await verifications.issue({
        projectId,
        purpose: 'password_reset',
        channel: body.channel,
        destination: body.destination,
        userId: userId ?? null,
      });
      if (userId) {
        try {
          if (body.channel === 'phone') {
            await messenger.sms(projectId, body.destination, texts.resetSms(issued.code));
          } else {
            await messenger.email(projectId, userId, texts.resetSubject, texts.resetEmail(issued.code));
          }
        } catch (error) {
          await verifications.discard(issued.id);
          throw Object.assign(new MessageNotSent(body.channel), { cause: error });
        }
      }
      return { verificationId: issued.id, expiresAt: issued.expiresAt };
    },

    /**
     * Sets the new password and ends all the user's sessions; the code is used up with it, in one
     * transaction (a refused password leaves the code usable).
     *
     * @throws ValidationFailed 400 naming each broken rule (field `newPassword`), or
     *   `differs_from_current`; InvalidCode 400 `INVALID_CODE`.
     */
    async complete(projectId: string, body: FleetPasswordResetBody): Promise<void> {
      const problems = passwordProblems(body.newPassword, 'newPassword');
      if (problems.length > 0) throw new ValidationFailed('The password breaks the password rules', problems);
      const verification = await verifications.attempt(
        body.verificationId,
        { projectId, purpose: 'password_reset' },
        body.code,
      );
      const { userId } = verification;
      // Only reachable by guessing the code of a verification that was sent nowhere: answer as a wrong code.
      if (!userId) throw new InvalidCode({ path: 'code', rule: 'mismatch', message: 'Wrong code' });
      await db.transaction(async (tx) => {
        await verifications.consume(tx, verification.id);
        await auth.setPassword(userId, body.newPassword, tx);
      });
    },
  };
}
