// The pumps behind the committed LibreOffice fixture (libreoffice-pumps.xlsx, made by
// make-libreoffice-fixture.ts). Their ids are fixed, so that a fresh test database holding these rows
// matches the ids and versions in the file. Some names start with a character a spreadsheet would take
// for a formula: the export marks them as text, and LibreOffice must hand them back unchanged.
import type { Db } from '../../../db/client.ts';
import { pumps, pumpTypes } from '../../../db/schema/index.ts';

export const FIXTURE_FILE = new URL('./libreoffice-pumps.xlsx', import.meta.url);

const PUMP_TYPE = { id: '7d1c0e52-5b7e-4c36-9a51-000000000001', name: 'Axial piston pump' };

export const FIXTURE_PUMPS = [
  {
    id: '7d1c0e52-5b7e-4c36-9a51-000000000101',
    name: 'AXP 1.2',
    description: 'Small axial piston pump',
    sortOrder: 1,
    availableTo: null,
    useInConfigurator: true,
    pressureClass: 'high',
    displacementCm3PerRev: 1.2,
    minRpm: 100,
    maxRpm: 2000,
    maxPressureBar: 200,
  },
  {
    id: '7d1c0e52-5b7e-4c36-9a51-000000000102',
    name: 'AXP 2.5',
    description: null,
    sortOrder: 2,
    availableTo: '2030-12',
    useInConfigurator: false,
    pressureClass: 'high',
    displacementCm3PerRev: 2.5,
    minRpm: 100,
    maxRpm: 1800,
    maxPressureBar: 250,
  },
  {
    id: '7d1c0e52-5b7e-4c36-9a51-000000000103',
    name: '=1+2 trial pump',
    description: '@booth: shown at the fair',
    sortOrder: 3,
    availableTo: null,
    useInConfigurator: true,
    pressureClass: 'low',
    displacementCm3PerRev: 0.6,
    minRpm: 50,
    maxRpm: 1500,
    maxPressureBar: 40,
  },
  {
    id: '7d1c0e52-5b7e-4c36-9a51-000000000104',
    name: '-40 °C pump',
    description: '+ heated jacket',
    sortOrder: 4,
    availableTo: null,
    useInConfigurator: false,
    pressureClass: 'low',
    displacementCm3PerRev: 3,
    minRpm: 50,
    maxRpm: 1200,
    maxPressureBar: 30,
  },
] as const;

/** The pump whose maximum pressure was changed in LibreOffice, from 250 to 260 bar. */
export const CHANGED_PUMP = { id: FIXTURE_PUMPS[1].id, before: 250, after: 260 } as const;

/** Inserts the fixture's pump type and pumps, each at version 1. */
export async function insertFixturePumps(db: Db): Promise<void> {
  await db.insert(pumpTypes).values(PUMP_TYPE);
  await db.insert(pumps).values(FIXTURE_PUMPS.map((pump) => ({ ...pump, pumpTypeId: PUMP_TYPE.id })));
}
