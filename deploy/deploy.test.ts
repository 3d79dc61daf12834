// Keeps the packaging honest (issue 18): the Dockerfiles, compose.yaml and the Kubernetes manifests against
// scripts/services.json, the configuration table of docs/configuration.md and each other. None of it needs Docker or a cluster;
// `kubectl kustomize` runs when kubectl is installed, and the manifests (rendered, or as written without kubectl) are
// checked against the Kubernetes API's schemas. `pnpm deploy:verify` builds and runs the images themselves.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { heapFlags, programEnv } from '../scripts/lib/program-settings.mjs';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Program {
  name: string;
  entry: string;
  defaultPort: number;
}
const platform = JSON.parse(read('scripts/services.json')) as {
  services: Program[];
  gateway: Program;
  migrate: string[];
  seed: string[];
};
/** Every long-running Node program: an image, a Deployment and a compose service each. */
const programs: Program[] = [...platform.services, platform.gateway];
/** The areas' remotes (mfe-<area> with an rsbuild config): an nginx image and a Deployment each. */
const areas = readdirSync(root)
  .filter((name) => name.startsWith('mfe-') && existsSync(path.join(root, name, 'rsbuild.config.ts')))
  .map((name) => name.slice('mfe-'.length));

/** `packages/db/src/cli.ts` → `packages/db/dist/cli.js`, as scripts/lib/services-build.mjs compiles it. */
const compiled = (entry: string) => entry.replace(/(^|\/)src\//, '$1dist/').replace(/\.ts$/, '.js');

// ------------------------------------------------------------------------------------------------ manifests

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed YAML

const k8sDir = path.join(root, 'deploy', 'k8s');
const k8sFiles = readdirSync(k8sDir).filter((file) => file.endsWith('.yaml'));
const k8sDocs: Doc[] = k8sFiles.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(k8sDir, file), 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`deploy/k8s/${file}: ${doc.errors[0]?.message}`);
    return doc.toJS() as Doc;
  }),
);
const ofKind = (kind: string) => k8sDocs.filter((doc) => doc.kind === kind);
const named = (kind: string, name: string) => ofKind(kind).find((doc) => doc.metadata?.name === name);
const kustomization = parse(read('deploy/k8s/kustomization.yaml')) as Doc;
const secretExample = parse(read('deploy/k8s/secret.example.yaml')) as Doc;
const compose = parse(read('compose.yaml'), { merge: true }) as Doc;
const composeServices = compose.services as Record<string, Doc>;
/** The compose services running a platform image (not MariaDB, Redis, MinIO). */
const composeApps = Object.entries(composeServices).filter(([, service]) =>
  String(service.image).startsWith('young-minds/'),
);

/** `kubectl kustomize deploy/k8s` as objects, or null where kubectl is not installed (the YAML checks still run). */
function renderedManifests(): Doc[] | null {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const rendered = execFileSync('kubectl', ['kustomize', k8sDir], { encoding: 'utf8' });
  return parseAllDocuments(rendered).map((doc) => doc.toJS() as Doc);
}

const podSpecs = (): { name: string; spec: Doc }[] => [
  ...ofKind('Deployment').map((doc) => ({ name: `Deployment ${doc.metadata.name}`, spec: doc.spec.template.spec })),
  ...ofKind('Job').map((doc) => ({ name: `Job ${doc.metadata.name}`, spec: doc.spec.template.spec })),
];

// ------------------------------------------------------------------------------------------------ variables

/** The variables docs/configuration.md documents for operators (first column of its "The platform's variables" table). */
function documentedVariables(): Set<string> {
  const doc = read('docs/configuration.md');
  const heading = "## The platform's variables";
  const start = doc.indexOf(heading);
  if (start < 0) throw new Error(`docs/configuration.md has no "${heading}" section`);
  const section = doc.slice(start, doc.indexOf('\n## ', start + heading.length));
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const firstCell = /^\|([^|]+)\|/.exec(line)?.[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(name as string);
  }
  return names;
}

/** Read by the code but deliberately not in the operators' table (the images and tooling set them, not users). */
const undocumentedButRead = ['NODE_ENV', 'SKIP_MIGRATIONS'];

function sourcesMention(name: string): boolean {
  const dirs = ['services', 'packages'].flatMap((top) =>
    readdirSync(path.join(root, top)).map((name) => path.join(root, top, name, 'src')),
  );
  const pattern = new RegExp(`env(\\.|\\[')${name}\\b`);
  const walk = (dir: string): boolean =>
    existsSync(dir) &&
    readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(file);
      return /\.ts$/.test(entry.name) && !entry.name.includes('.test.') && pattern.test(readFileSync(file, 'utf8'));
    });
  return dirs.some(walk);
}

const envNames = (container: Doc): string[] => (container.env ?? []).map((entry: Doc) => entry.name as string);

describe('the Kubernetes manifests', () => {
  it('parse, and every file is listed in kustomization.yaml (except the Secret template)', () => {
    expect(k8sDocs.length).toBeGreaterThan(10);
    const listed = [...(kustomization.resources as string[])].sort();
    expect(listed).toEqual(
      k8sFiles.filter((file) => !['kustomization.yaml', 'secret.example.yaml'].includes(file)).sort(),
    );
  });

  it('give every Deployment /health probes on its container port, a non-root locked-down container and resources', () => {
    for (const deployment of ofKind('Deployment')) {
      const spec = deployment.spec.template.spec as Doc;
      const where = `Deployment ${deployment.metadata.name}`;
      expect([where, spec.securityContext?.runAsNonRoot]).toEqual([where, true]);
      for (const container of spec.containers as Doc[]) {
        const ports = (container.ports as Doc[]).map((port) => port.containerPort as number);
        for (const probe of [container.readinessProbe, container.livenessProbe]) {
          // The gateway's probes ask whether it answers (/health/live), not whether every service does.
          const path = deployment.metadata.name === 'gateway' ? '/health/live' : '/health';
          expect([where, probe?.httpGet?.path]).toEqual([where, path]);
          const port = probe.httpGet.port as string | number;
          const number =
            typeof port === 'number' ? port : (container.ports as Doc[]).find((p) => p.name === port)?.containerPort;
          expect([where, ports.includes(number)]).toEqual([where, true]);
        }
        expect([where, container.securityContext]).toMatchObject([
          where,
          { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
        ]);
        for (const bound of ['requests', 'limits'])
          expect([where, Object.keys(container.resources?.[bound] ?? {}).sort()]).toEqual([where, ['cpu', 'memory']]);
      }
    }
  });

  it('run every program of scripts/services.json and every area as a Deployment on its port, with a Service', () => {
    for (const program of programs) {
      const container = named('Deployment', program.name)?.spec.template.spec.containers[0] as Doc;
      expect([program.name, container?.image]).toEqual([program.name, `young-minds/${program.name}`]);
      expect(container.ports[0].containerPort).toBe(program.defaultPort);
      expect(named('Service', program.name)?.spec.ports[0].port).toBe(program.defaultPort);
    }
    for (const area of areas) {
      expect(named('Deployment', `mfe-${area}`)?.spec.template.spec.containers[0].image).toBe(
        `young-minds/mfe-${area}`,
      );
      expect(named('Service', `mfe-${area}`)).toBeDefined();
    }
  });

  it('point the gateway at each service by its Service, and route / and each area through the Ingress', () => {
    const gateway = named('Deployment', 'gateway')?.spec.template.spec.containers[0] as Doc;
    for (const service of platform.services) {
      const url = (gateway.env as Doc[]).find((entry) => entry.name === `${service.name.toUpperCase()}_URL`)?.value;
      expect(url).toBe(`http://${service.name}:${service.defaultPort}`);
    }
    const paths = (named('Ingress', 'young-minds')?.spec.rules[0].http.paths as Doc[]).map((p) => [
      p.path,
      p.backend.service.name,
    ]);
    expect(paths).toEqual(
      expect.arrayContaining([['/', 'gateway'], ...areas.map((area) => [`/remotes/${area}/`, `mfe-${area}`])]),
    );
  });

  it('scale content with an HPA (CPU 70 %, 2–6) and a PodDisruptionBudget, and migrate with a Job', () => {
    const hpa = named('HorizontalPodAutoscaler', 'content')?.spec as Doc;
    expect(hpa).toMatchObject({
      scaleTargetRef: { kind: 'Deployment', name: 'content' },
      minReplicas: 2,
      maxReplicas: 6,
    });
    expect(hpa.metrics[0].resource).toEqual({ name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } });
    expect(named('Deployment', 'content')?.spec.replicas).toBeUndefined(); // the HPA owns the count
    expect(named('PodDisruptionBudget', 'content')?.spec.selector.matchLabels).toEqual({
      'app.kubernetes.io/name': 'content',
    });
    const job = named('Job', 'migrate')?.spec.template.spec.containers[0] as Doc;
    expect(job.command.join(' ')).toContain(`node /app/${compiled(platform.migrate[0] ?? '')} ${platform.migrate[1]}`);
  });

  it('set only variables the platform reads, and take every secret from the Secret template', () => {
    const known = documentedVariables();
    for (const name of undocumentedButRead) {
      expect([name, sourcesMention(name)]).toEqual([name, true]);
      known.add(name);
    }
    const set = new Set(Object.keys(named('ConfigMap', 'platform-config')?.data ?? {}));
    const secretKeys = Object.keys(secretExample.stringData as Doc);
    for (const key of secretKeys) set.add(key);
    for (const { name, spec } of podSpecs()) {
      for (const container of spec.containers as Doc[]) {
        if (container.name === 'nginx') continue; // checked against the nginx template below
        for (const variable of envNames(container)) set.add(variable);
        for (const entry of (container.env ?? []) as Doc[]) {
          const ref = entry.valueFrom?.secretKeyRef;
          if (!ref) continue;
          expect([name, ref.name]).toEqual([name, secretExample.metadata.name]);
          if (!ref.optional) expect([name, secretKeys.includes(ref.key)]).toEqual([name, true]);
        }
      }
    }
    expect([...set].filter((variable) => !known.has(variable))).toEqual([]);
    const template = read('deploy/docker/frontend.nginx.conf.template');
    for (const deployment of ofKind('Deployment').filter((d) => d.metadata.name.startsWith('mfe-')))
      for (const variable of envNames(deployment.spec.template.spec.containers[0]))
        expect(template).toContain(`\${${variable}}`);
  });

  it('render with kubectl kustomize when kubectl is installed', () => {
    const rendered = renderedManifests();
    if (rendered) {
      const kinds = rendered.map((doc) => doc.kind as string);
      expect(kinds.filter((kind) => kind === 'Deployment')).toHaveLength(programs.length + areas.length);
      expect(kinds).toEqual(expect.arrayContaining(['Namespace', 'Job', 'Ingress', 'HorizontalPodAutoscaler']));
    }
  });

  it('match the Kubernetes API schemas (kubernetes-models), as rendered when kubectl is installed', () => {
    // Every object against its kind's JSON schema: a misspelt field or a string where a number goes fails here
    // rather than at `kubectl apply`. kubectl's own validation needs a cluster; these schemas need none.
    const loadModels = createRequire(__filename);
    const manifests = renderedManifests() ?? k8sDocs.filter((doc) => doc.kind !== 'Kustomization');
    const problems: string[] = [];
    for (const doc of manifests) {
      let Model: (new (data: Doc) => Doc) | undefined;
      try {
        Model = (loadModels(`kubernetes-models/${doc.apiVersion}`) as Record<string, new (data: Doc) => Doc>)[doc.kind];
      } catch {
        Model = undefined; // an API group the models do not have
      }
      if (!Model) {
        problems.push(`${doc.apiVersion} ${doc.kind} ${doc.metadata?.name}: no schema`);
        continue;
      }
      try {
        new Model(doc).validate();
      } catch (error) {
        problems.push(`${doc.kind} ${doc.metadata?.name}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
    expect(manifests.length).toBeGreaterThan(10);
  });
});

describe('compose.yaml', () => {
  it('runs every program of scripts/services.json from its image, content twice, healthy before the gateway', () => {
    for (const program of programs) {
      const instances = composeApps.filter(([name]) => name === program.name || name.startsWith(`${program.name}-`));
      expect([program.name, instances.length > 0]).toEqual([program.name, true]);
      for (const [, service] of instances) expect(service.image).toBe(`young-minds/${program.name}`);
    }
    const contents = composeApps.filter(([name]) => name.startsWith('content-')).map(([name]) => name);
    expect(contents.length).toBeGreaterThanOrEqual(2);
    const gateway = composeServices.gateway as Doc;
    expect(String(gateway.environment.CONTENT_URLS).split(',')).toEqual(
      contents.map((name) => `http://${name}:${platform.services.find((s) => s.name === 'content')?.defaultPort}`),
    );
    expect(gateway.ports).toEqual([`${platform.gateway.defaultPort}:${platform.gateway.defaultPort}`]);
    for (const [name] of composeApps.filter(([name]) => name !== 'gateway' && name !== 'migrate'))
      expect([name, gateway.depends_on[name]?.condition]).toEqual([name, 'service_healthy']);
    for (const [name, service] of composeApps.filter(([name]) => name !== 'gateway' && name !== 'migrate'))
      expect([name, service.depends_on.migrate?.condition]).toEqual([name, 'service_completed_successfully']);
    expect(composeServices.migrate?.command.join(' ')).toContain(
      `node /app/${compiled(platform.migrate[0] ?? '')} ${platform.migrate[1]}`,
    );
  });

  it('sets only variables the platform reads, and the env example names every variable it needs', () => {
    const known = new Set([...documentedVariables(), ...undocumentedButRead]);
    for (const [name, service] of composeApps)
      for (const variable of Object.keys(service.environment ?? {}))
        expect([name, variable, known.has(variable)]).toEqual([name, variable, true]);
    const example = read('deploy/compose.env.example');
    const defined = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    const required = [...read('compose.yaml').matchAll(/\$\{([A-Z][A-Z0-9_]*):\?/g)].map((match) => match[1]);
    expect(required.filter((name) => !defined.has(name))).toEqual([]);
    // No real secret in the example: every secret is left empty.
    expect(example).toMatch(/^JWT_SECRET=$/m);
  });
});

describe('the Dockerfiles', () => {
  const packageManager = (JSON.parse(read('package.json')) as { packageManager: string }).packageManager;

  /** The instructions of the last stage (the image that runs). */
  const finalStage = (text: string) => text.slice(text.lastIndexOf('\nFROM '));

  it('build each program with the shared build, prune to its production dependencies, run it unprivileged', () => {
    for (const program of programs) {
      const file = `deploy/docker/${program.name}.Dockerfile`;
      const text = read(file);
      expect([file, text]).toEqual([file, expect.stringContaining(`RUN npm install -g ${packageManager}`)]);
      expect(text).toContain('FROM node:20.20-bookworm-slim AS build');
      expect(text).toMatch(new RegExp(`node scripts/build-services\\.mjs ${program.name}\\b`));
      expect(text).toContain(`--prod --offline --filter '@young-minds/${program.name}...'`);
      const runtime = finalStage(text);
      expect(runtime).toMatch(/^USER 10001$/m);
      expect(runtime).toMatch(/^HEALTHCHECK /m);
      expect(runtime).toContain('/health');
      expect(runtime).toMatch(new RegExp(`^EXPOSE ${program.defaultPort}$`, 'm'));
      // The image runs the program as `pnpm start` does: the same heap flags and allocator settings.
      const flags = heapFlags(program.entry)
        .map((flag) => `"${flag}", `)
        .join('');
      expect(runtime).toContain(`\nCMD ["node", ${flags}"dist/index.js"]\n`);
      for (const [name, value] of Object.entries(programEnv({})))
        expect(runtime).toMatch(new RegExp(`^ENV ${name}=${value}$`, 'm'));
    }
    // The content image also carries the one-shot commands compose and the Job run.
    const content = read('deploy/docker/content.Dockerfile');
    expect(content).toContain('build-services.mjs content migrate seed');
    expect(content).toContain(path.dirname(compiled(platform.migrate[0] ?? '')));
  });

  it('serve each area from nginx as a non-root user on PORT (8080), with a health check', () => {
    // PORT lets several area servers share a host's network (scripts/deploy/verify.mjs runs them so).
    expect(read('deploy/docker/frontend.nginx.conf.template')).toMatch(/^ {2}listen \$\{PORT\};$/m);
    for (const area of areas) {
      const runtime = finalStage(read(`deploy/docker/mfe-${area}.Dockerfile`));
      expect(runtime).toContain('nginx-unprivileged');
      expect(runtime).toMatch(/^USER 101$/m);
      expect(runtime).toMatch(/^ENV .*\bPORT=8080\b/m);
      expect(runtime).toMatch(/^EXPOSE 8080$/m);
      expect(runtime).toMatch(/^HEALTHCHECK /m);
      expect(runtime).toContain('http://127.0.0.1:$PORT/health');
      expect(runtime).toContain(`/usr/share/nginx/html/remotes/${area}`);
    }
  });

  it('install with the package store in a build cache, never in a layer', () => {
    for (const name of [...programs.map((p) => p.name), ...areas.map((area) => `mfe-${area}`)]) {
      const file = `deploy/docker/${name}.Dockerfile`;
      const installs = read(file).match(/^RUN [^\n]*(?:\\\n[^\n]*)*pnpm install[^\n]*/gm) ?? [];
      expect([file, installs.length > 0]).toEqual([file, true]);
      for (const install of installs) {
        expect([file, install]).toEqual([
          file,
          expect.stringContaining('--mount=type=cache,id=young-minds-pnpm-store'),
        ]);
        expect([file, install]).toEqual([file, expect.stringContaining('--store-dir /pnpm/store')]);
      }
    }
  });

  it('give the images production dependencies only: no dev tool among the dependencies of a program', () => {
    const devTools = ['tsx', 'esbuild', 'typescript', 'jest', '@rsbuild/core', 'supertest'];
    const manifest = (dir: string) =>
      JSON.parse(read(`${dir}/package.json`)) as { name: string; dependencies?: Record<string, string> };
    const byName = new Map(
      ['services', 'packages'].flatMap((top) =>
        readdirSync(path.join(root, top))
          .filter((dir) => existsSync(path.join(root, top, dir, 'package.json')))
          .map((dir) => [manifest(`${top}/${dir}`).name, `${top}/${dir}`] as const),
      ),
    );
    for (const program of programs) {
      // The program's package and every workspace package it depends on, as `--filter '<name>...'` installs them.
      const seen = new Set<string>();
      const visit = (dir: string) => {
        if (seen.has(dir)) return;
        seen.add(dir);
        for (const dependency of Object.keys(manifest(dir).dependencies ?? {})) {
          expect([dir, dependency, devTools.includes(dependency)]).toEqual([dir, dependency, false]);
          const local = byName.get(dependency);
          if (local) visit(local);
        }
      };
      visit(`services/${program.name}`);
      expect(seen.size).toBeGreaterThan(1);
    }
  });

  it('leave what was installed or built on this machine out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.data', '.git']));
  });
});
