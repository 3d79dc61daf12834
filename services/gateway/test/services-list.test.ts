import { existsSync } from 'node:fs';
import path from 'node:path';
import { serviceLocations, serviceNames, type ServiceName } from '@young-minds/contracts';
import platform from '../../../scripts/services.json';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

describe('scripts/services.json, the list `pnpm start` runs', () => {
  test.each(platform.services.map((s) => [s.name, s] as const))(
    '%s matches the route table’s location and its entry exists',
    (name, service) => {
      expect(serviceNames).toContain(name);
      const location = serviceLocations[name as ServiceName];
      expect({ portEnv: service.portEnv, urlEnv: service.urlEnv, defaultPort: service.defaultPort }).toEqual(location);
      expect(existsSync(path.join(repoRoot, service.entry))).toBe(true);
    },
  );

  test('the gateway and the migration command exist', () => {
    expect(existsSync(path.join(repoRoot, platform.gateway.entry))).toBe(true);
    expect(existsSync(path.join(repoRoot, platform.migrate[0]!))).toBe(true);
  });
});
