/**
 * `npm test`'s first step beside the static checks: fills the run's demo snapshot
 * (packages/db/src/testing.ts) once, so the browser journeys' server and the API tests on PGlite
 * both start from a copy of it instead of the first of them seeding the demo while the other waits.
 */
import { fillTestSnapshot } from '@stonetool/db/testing';
import { demoData } from '../src/testing/demo-data';

await fillTestSnapshot(demoData);
