/**
 * The load process of memory-mixed.ts: autocannon, in a process of its own, cycling each
 * connection through a plate search (a different vehicle each time), the form list, the polled
 * shop dashboard and a form creation, at an overall rate. Reads its settings as JSON from argv[2];
 * prints autocannon's summary as JSON.
 */
import autocannon from 'autocannon';
import { benchVehiclePlate } from './seed-vehicles';

interface Settings {
  url: string;
  token: string;
  seconds: number;
  rate: number;
  vehicles: number;
  vehicleId: number;
}

const settings = JSON.parse(process.argv[2]) as Settings;
let next = 0;
const result = await autocannon({
  url: settings.url,
  connections: 4,
  duration: settings.seconds,
  overallRate: settings.rate,
  headers: { authorization: `Bearer ${settings.token}` },
  requests: [
    {
      method: 'GET',
      // Spread over the fleet, so whatever the server keeps per vehicle shows in its memory.
      setupRequest: (request) => ({ ...request, path: `/api/vehicles/search/${benchVehiclePlate((next++ * 7919) % settings.vehicles)}` }),
    },
    { method: 'GET', path: '/api/repairform?page=1' },
    { method: 'GET', path: '/api/dashboard/tamirci' },
    {
      method: 'POST',
      path: '/api/repairform',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vehicleId: settings.vehicleId, descriptionLines: ['Fren balatası aşınmış', 'Yağ değişimi'], partsUsed: 'Balata, yağ filtresi' }),
    },
  ],
});
process.stdout.write(JSON.stringify({ requests: result.requests.total, errors: result.errors, non2xx: result.non2xx, p99: result.latency.p99 }));
