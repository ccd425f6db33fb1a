import type { FleetService } from '../modules/fleet/service';
import type { FleetFuelProduct, FleetVehicleBody } from '../modules/fleet/vehicles/schemas';

// The demo company's fleet: 40 vehicles in 4 groups and three months of changes by its users, made
// through the fleet services (so every change is audited), each dated in the past.

const GROUPS = [
  'ბენზოვოზები',
  'მიწოდების ფურგონები',
  'ხელმძღვანელობის მანქანები',
  'სამშენებლო ტექნიკა',
] as const;

type Model = {
  make: string;
  model: string;
  fuelType: FleetFuelProduct;
  tankLiters: number;
  group: (typeof GROUPS)[number];
  trailer?: boolean;
};

/** Ten models, four vehicles each. */
const MODELS: Model[] = [
  {
    make: 'Volvo',
    model: 'FH 500',
    fuelType: 'EURO_DIESEL',
    tankLiters: 600,
    group: 'ბენზოვოზები',
    trailer: true,
  },
  {
    make: 'Scania',
    model: 'R 450',
    fuelType: 'G_FORCE_DIESEL',
    tankLiters: 700,
    group: 'ბენზოვოზები',
    trailer: true,
  },
  {
    make: 'Mercedes-Benz',
    model: 'Sprinter',
    fuelType: 'EURO_DIESEL',
    tankLiters: 75,
    group: 'მიწოდების ფურგონები',
  },
  { make: 'Ford', model: 'Transit', fuelType: 'EURO_DIESEL', tankLiters: 80, group: 'მიწოდების ფურგონები' },
  { make: 'Hyundai', model: 'Porter', fuelType: 'GAS', tankLiters: 65, group: 'მიწოდების ფურგონები' },
  {
    make: 'Toyota',
    model: 'Camry',
    fuelType: 'G_FORCE_PREMIUM',
    tankLiters: 60,
    group: 'ხელმძღვანელობის მანქანები',
  },
  {
    make: 'Toyota',
    model: 'Land Cruiser 300',
    fuelType: 'G_FORCE_SUPER',
    tankLiters: 110,
    group: 'ხელმძღვანელობის მანქანები',
  },
  {
    make: 'Toyota',
    model: 'Prius',
    fuelType: 'EURO_REGULAR',
    tankLiters: 43,
    group: 'ხელმძღვანელობის მანქანები',
  },
  { make: 'MAN', model: 'TGS 33.400', fuelType: 'EURO_DIESEL', tankLiters: 400, group: 'სამშენებლო ტექნიკა' },
  {
    make: 'Caterpillar',
    model: '432F',
    fuelType: 'EURO_DIESEL',
    tankLiters: 160,
    group: 'სამშენებლო ტექნიკა',
  },
];
// The company's own words: a Tbilisi company names its groups and colours in Georgian.
const COLORS = ['თეთრი', 'ვერცხლისფერი', 'შავი', 'ლურჯი', 'წითელი', 'ნაცრისფერი'];
const LETTERS = 'ABCEGHKLMNORSTVWXZ';

const DAY = 24 * 60 * 60 * 1000;

/** The i-th demo vehicle: a Georgian plate (`BL-101-GE`, ...), a few transit and foreign ones. */
function vehicle(index: number, groupIds: Map<string, string>): FleetVehicleBody {
  const model = MODELS[index % MODELS.length]!;
  const letters = (offset: number) =>
    `${LETTERS[(index + offset) % LETTERS.length]}${LETTERS[(index * 7 + offset) % LETTERS.length]}`;
  const registration: Pick<FleetVehicleBody, 'registrationType' | 'registrationNumber'> =
    index % 13 === 12
      ? { registrationType: 'transit', registrationNumber: `TR-${String(300 + index)}-${letters(3)}` }
      : index % 17 === 16
        ? { registrationType: 'other', registrationNumber: `34 ${letters(5)} ${1200 + index}` }
        : {
            registrationType: 'georgia',
            registrationNumber: `${letters(0)}-${String(101 + index * 17)}-${letters(9)}`,
          };
  return {
    ...registration,
    numberPlate: null,
    make: model.make,
    model: model.model,
    color: COLORS[index % COLORS.length]!,
    fuelType: model.fuelType,
    tankCapacityLiters: model.tankLiters,
    trailerNumber: model.trailer ? `${letters(4)}-${String(500 + index)}` : null,
    groupId: groupIds.get(model.group) ?? null,
    status: index % 11 === 10 ? 'inactive' : 'active',
  };
}

/**
 * Seeds the demo company's vehicles and groups, with a history: the groups 95 days ago, the vehicles
 * over the next two months, then edits, moves and a rename in the last four weeks, by the company's
 * users in turn (the main admin and whichever ADMIN users the seed added before).
 */
export async function seedDemoVehicles(fleet: FleetService, companyId: string, now = Date.now()) {
  const members = (await fleet.changes.actors({ companyId }, { page: 1, limit: 200 })).items;
  const by = (turn: number, daysAgo: number) => ({
    companyId,
    userId: members[turn % members.length]!.userId,
    at: new Date(now - daysAgo * DAY + turn * 60_000),
  });

  const groupIds = new Map<string, string>();
  for (const [turn, name] of GROUPS.entries()) {
    groupIds.set(name, (await fleet.groups.create(by(turn, 95), { name })).id);
  }
  const vehicles = [];
  for (let index = 0; index < 40; index++) {
    vehicles.push(
      await fleet.vehicles.create(by(index, 90 - Math.floor(index * 1.5)), vehicle(index, groupIds)),
    );
  }

  // Repaints and a retired van.
  for (const [turn, index] of [3, 14, 27].entries()) {
    const body = vehicle(index, groupIds);
    await fleet.vehicles.update(by(turn + 1, 25 - turn * 3), vehicles[index]!.id, {
      ...body,
      color: 'ნარინჯისფერი',
    });
  }
  const van = vehicle(13, groupIds);
  await fleet.vehicles.update(by(2, 12), vehicles[13]!.id, { ...van, status: 'inactive' });
  // Two management cars join the tankers' convoy; a truck leaves its group.
  await fleet.groups.addVehicles(by(1, 9), groupIds.get('ბენზოვოზები')!, {
    vehicleIds: [vehicles[5]!.id, vehicles[15]!.id],
    move: true,
  });
  await fleet.groups.removeVehicle(by(0, 6), groupIds.get('სამშენებლო ტექნიკა')!, vehicles[8]!.id);
  await fleet.groups.rename(by(2, 3), groupIds.get('მიწოდების ფურგონები')!, { name: 'მიწოდება' });
  return { vehicles: vehicles.length, groups: GROUPS.length };
}
