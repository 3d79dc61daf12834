import { type Caller, type ScenarioDriver, requestParts, runScenarios, scenariosOf } from '@young-minds/scenarios';
import { mockAccounts, mockToken } from './fixtures';
import { createMockServer } from './node';
import { resetMockState } from './state';

/**
 * The scenarios every service also runs against its real app (services/<name>/src/mock-parity.test.ts), here
 * against the MSW handlers through fetch: passing both proves the mocks behave as the services do.
 */
const tokens: Record<Exclude<Caller, 'anonymous'>, string> = {
  admin: mockToken(mockAccounts.admin.user),
  parent: mockToken(mockAccounts.parent.user),
  child: mockToken(mockAccounts.child.user),
  reviewer: mockToken(mockAccounts.reviewer.user),
};

const mswDriver: ScenarioDriver = {
  // The mock parent (Fatima Khan) with her child Yusuf and her subscription, as the fixtures hold them.
  household: { parent: { id: 2, name: 'Fatima Khan' }, child: { id: 3, name: 'Yusuf' }, subscriptionId: 1 },
  async call(endpoint, options) {
    const parts = requestParts(endpoint, options);
    const headers: Record<string, string> = {
      ...(options.as === 'anonymous' ? {} : { authorization: `Bearer ${tokens[options.as]}` }),
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (parts.multipart) {
      const form = new FormData();
      for (const [name, value] of parts.fields) form.append(name, value);
      for (const [name, file] of parts.files)
        form.append(name, new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
      body = form;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`http://localhost${parts.url}`, { method: parts.method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: Object.fromEntries(response.headers.entries()),
    };
  },
};

describe('the MSW handlers live through the service scenarios', () => {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => resetMockState());
  afterAll(() => server.close());

  describe('content', () => runScenarios(scenariosOf.content, () => mswDriver));
  describe('auth', () => runScenarios(scenariosOf.auth, () => mswDriver));
  describe('subscriptions', () => runScenarios(scenariosOf.subscriptions, () => mswDriver));
});
