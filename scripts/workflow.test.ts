import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { rootDir } from './paths';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface Job {
  needs?: string;
  if?: string;
  environment?: { name: string };
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  permissions?: Record<string, string>;
  steps: Step[];
}

const workflow = parse(readFileSync(join(rootDir, '.github/workflows/deploy.yml'), 'utf8')) as {
  jobs: { test: Job; deploy: Job };
};
const { test, deploy } = workflow.jobs;

describe('the CI workflow', () => {
  it("runs the README's test command, and deploys only after it passes, from main or a v* tag", () => {
    expect(test.steps.map((step) => step.run).filter(Boolean)).toEqual(['bash .ci/run']);
    expect(deploy.needs).toBe('test');
    expect(deploy.if).toContain("github.event_name != 'pull_request'");
    expect(deploy.if).toContain("github.ref == 'refs/heads/main'");
    expect(deploy.if).toContain("startsWith(github.ref, 'refs/tags/v')");
    expect(deploy.environment!.name).toBe("${{ startsWith(github.ref, 'refs/tags/v') && 'production' || 'staging' }}");
  });

  it('serialises deploys per environment without cancelling a running one', () => {
    expect(deploy.concurrency).toEqual({
      group: "deploy-${{ startsWith(github.ref, 'refs/tags/v') && 'production' || 'staging' }}",
      'cancel-in-progress': false,
    });
  });

  it('authenticates with Workload Identity Federation and no key, then deploys and smoke-checks', () => {
    expect(deploy.permissions).toMatchObject({ 'id-token': 'write' });
    const auth = deploy.steps.find((step) => step.uses?.startsWith('google-github-actions/auth@'))!;
    expect(Object.keys(auth.with!).sort()).toEqual(['service_account', 'workload_identity_provider']);
    const runs = deploy.steps.map((step) => step.run ?? step.uses);
    const order = ['google-github-actions/auth', 'npm run deploy', 'npm run smoke'].map((command) =>
      runs.findIndex((run) => run?.startsWith(command)),
    );
    expect(order.every((index, i) => index >= 0 && (i === 0 || index > order[i - 1]!))).toBe(true);
  });
});
