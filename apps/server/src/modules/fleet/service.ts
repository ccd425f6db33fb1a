import type { Database } from '../../core/database/client';
import type { AuthService } from '../auth/service';
import { createChangesService } from './changes/service';
import { createMe, insertCompany, insertOwner } from './companies';
import { IcNotFound } from './errors';
import { createGroupsService } from './groups/service';
import { createFleetHome, type HomeSources } from './home/service';
import type { Memberships } from './membership';
import type { CodeMessenger } from './messages';
import { createPasswordReset } from './password-reset';
import type { RevenueRegistry } from './registry';
import type { FleetRegistryEntry, FleetRegistryLookupBody } from './schemas';
import { createFleetSettings } from './settings/service';
import { createSignup } from './signup';
import type { ContragentType } from './tables';
import { createInvitations } from './users/invitation';
import { createFleetUsers } from './users/service';
import { createVehicleCsv } from './vehicles/csv';
import { createVehiclesService } from './vehicles/service';
import { createVerifications } from './verifications';

export type FleetDeps = {
  db: Database;
  auth: Pick<
    AuthService,
    | 'createUser'
    | 'getUser'
    | 'findUserIdByContact'
    | 'setPassword'
    | 'sessions'
    | 'updateSelf'
    | 'updatePassword'
  >;
  /**
   * The company guard's membership cache (createServices), told of the membership changes the users
   * service commits; without it this server's cache learns them from the database's notification.
   */
  memberships?: Pick<Memberships, 'userChanged'>;
  /** The revenue service's registry (createLocalRegistry: the seeded table). */
  registry: RevenueRegistry;
  /** Sends the codes (notificationsMessenger: the notifications module's SMS and e-mail channels). */
  messenger: CodeMessenger;
  /** What the dashboard home reads from other modules (homeSources: commerce prices, notifications). */
  home: HomeSources;
};

/** The business portal's companies and their users, on top of the project's end users. */
export function createFleetService({ db, auth, registry, messenger, home, memberships }: FleetDeps) {
  const verifications = createVerifications(db);
  const passwordReset = createPasswordReset({ db, auth, verifications, messenger });
  return {
    registry: {
      /** @throws IcNotFound 404 `IC_NOT_FOUND`. */
      async lookup(body: FleetRegistryLookupBody): Promise<FleetRegistryEntry> {
        const entry = await registry.lookup(body.contragentType, body.identificationCode);
        if (!entry) throw new IcNotFound();
        return {
          contragentType: entry.contragentType,
          identificationCode: entry.identificationCode,
          companyName: entry.name,
        };
      },
    },
    signup: createSignup({ db, auth, registry, verifications, messenger }),
    passwordReset,
    me: createMe({ db, auth }),
    vehicles: createVehiclesService({ db }),
    vehicleCsv: createVehicleCsv({ db }),
    groups: createGroupsService({ db }),
    changes: createChangesService({ db }),
    users: createFleetUsers({ db, auth, invite: createInvitations(messenger), memberships }),
    settings: createFleetSettings({ db, auth }),
    home: createFleetHome({ db, sources: home }),

    /**
     * Registers a company for an existing end user, who becomes its SUPER_ADMIN (the demo seed).
     *
     * @throws IcNotFound 404; Conflict 409 `CONTRAGENT_EXISTS` when the project has the company already.
     */
    async addCompany(input: {
      projectId: string;
      ownerUserId: string;
      contragentType: ContragentType;
      identificationCode: string;
      email: string;
      phone: string;
    }) {
      const entry = await registry.lookup(input.contragentType, input.identificationCode);
      if (!entry) throw new IcNotFound();
      const owner = await auth.getUser(input.ownerUserId);
      return db.transaction(async (tx) => {
        const company = await insertCompany(tx, { ...input, entry });
        const membership = await insertOwner(tx, company.id, owner);
        return { company, membership };
      });
    },
  };
}

export type FleetService = ReturnType<typeof createFleetService>;
