import { describe, expect, it } from 'vitest';
import { deploy, type DeployDeps } from './deploy';
import type { SmokeTarget } from './smoke';

function recorder(firebaseStatus: number, smokeOk = true, rules: 'created' | 'kept' = 'kept') {
  const calls: { firebase: string[][]; smoke: SmokeTarget[]; log: string[]; steps: string[] } = {
    firebase: [],
    smoke: [],
    log: [],
    steps: [],
  };
  const deps: DeployDeps = {
    firebase: (args) => (calls.steps.push('firebase deploy'), calls.firebase.push(args), firebaseStatus),
    seedAvailability: async (projectId) => (calls.steps.push(`seed ${projectId}`), rules),
    smoke: async (target) => (
      calls.smoke.push(target),
      [{ name: 'home page', ok: smokeOk, detail: smokeOk ? 'ok' : 'HTTP 503' }]
    ),
    log: (line) => void calls.log.push(line),
    siteUrlOf: (projectId) => `https://${projectId}.web.app`,
  };
  return { calls, deps };
}

describe('npm run deploy', () => {
  it('deploys the chosen project without prompts, then smoke-checks its own address', async () => {
    const { calls, deps } = recorder(0);
    expect(await deploy(['--project', 'lakeforge-staging'], deps)).toBe(0);
    expect(calls.firebase).toEqual([
      ['deploy', '--only', 'hosting,functions,firestore', '--project', 'lakeforge-staging', '--non-interactive'],
    ]);
    expect(calls.smoke).toEqual([
      {
        site: 'https://lakeforge-staging.web.app',
        projectId: 'lakeforge-staging',
        firestore: 'https://firestore.googleapis.com',
      },
    ]);
    expect(calls.log).toContain('PASS  home page');
  });

  it('creates the availability rules of a project that has none before the code reading them goes live', async () => {
    const { calls, deps } = recorder(0, true, 'created');
    expect(await deploy(['--project', 'lakeforge-staging'], deps)).toBe(0);
    expect(calls.steps).toEqual(['seed lakeforge-staging', 'firebase deploy']);
    expect(calls.log).toContain(
      'availability/rules created with the migrated closures and the default notice and buffer',
    );
  });

  it('leaves existing rules as staff set them, and seeds nothing for a deploy of the Firestore rules alone', async () => {
    const kept = recorder(0, true, 'kept');
    expect(await deploy(['--project', 'lakeforge-staging', '--only', 'functions'], kept.deps)).toBe(0);
    expect(kept.calls.steps).toEqual(['seed lakeforge-staging', 'firebase deploy']);
    expect(kept.calls.log).toContain('availability/rules exists; left as staff set it');

    const rulesOnly = recorder(0);
    expect(await deploy(['--project', 'lakeforge-staging', '--only', 'firestore'], rulesOnly.deps)).toBe(0);
    expect(rulesOnly.calls.steps).toEqual(['firebase deploy']);
  });

  it('deploys nothing when the availability rules cannot be checked', async () => {
    const { calls, deps } = recorder(0);
    const unreachable: DeployDeps = {
      ...deps,
      seedAvailability: () => Promise.reject(new Error('Could not load the default credentials')),
    };
    await expect(deploy(['--project', 'lakeforge-staging'], unreachable)).rejects.toThrow('default credentials');
    expect(calls.firebase).toEqual([]);
  });

  it('fails when the smoke check fails', async () => {
    const { calls, deps } = recorder(0, false);
    expect(await deploy(['--project', 'lakeforge-staging', '--only', 'hosting'], deps)).toBe(1);
    expect(calls.firebase[0]).toContain('hosting');
    expect(calls.log).toContain('FAIL  home page: HTTP 503');
  });

  it('runs no smoke check after a failed deploy', async () => {
    const { calls, deps } = recorder(2);
    expect(await deploy(['--project', 'lakeforge-staging'], deps)).toBe(2);
    expect(calls.smoke).toEqual([]);
  });

  it('asks for a project, refuses the demo one, and checks the address before deploying anything', async () => {
    const { calls, deps } = recorder(0);
    await expect(deploy([], deps)).rejects.toThrow('--project <alias or id>');
    await expect(deploy(['--project', 'demo-lakeforge'], deps)).rejects.toThrow('demo-lakeforge is a demo project');
    const noAddress = {
      ...deps,
      siteUrlOf: () => {
        throw new Error('no site address is set for project lakeforge-staging');
      },
    };
    await expect(deploy(['--project', 'lakeforge-staging'], noAddress)).rejects.toThrow('no site address');
    expect(calls.steps).toEqual([]);
  });

  it('in dry-run mode prints the steps for the chosen project and runs none of them', async () => {
    const { calls, deps } = recorder(0);
    expect(await deploy(['--project', 'lakeforge-staging', '--dry-run'], deps)).toBe(0);
    expect(calls.steps).toEqual([]);
    expect(calls.smoke).toEqual([]);
    expect(calls.log).toEqual([
      'would create availability/rules in lakeforge-staging if it has none',
      'would run: firebase deploy --only hosting,functions,firestore --project lakeforge-staging --non-interactive',
      'would smoke-check https://lakeforge-staging.web.app',
    ]);
  });
});
