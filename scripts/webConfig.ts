/**
 * Each deployed project's public web config, committed beside the code: `.env.<alias>` (`.env.staging`,
 * `.env.production`; `.env.<project id>` for a project without an alias), in Vite's format for mode files.
 * The production build (`npm run build:hosting`, vite.config.ts) reads the file of the project it builds for and
 * refuses a project whose file lacks the API key, auth domain or app id (scripts/productionConfig.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { rootDir } from './paths';
import { productionFirebaseConfig, productionProjectId, type ProductionFirebaseConfig } from './productionConfig';
import { aliasOf } from './projectParams';

/** The folder of the `.env.<alias>` files: the repository's root, or WEB_CONFIG_DIR (the build tests' own). */
export function webConfigDir(env: Record<string, string | undefined> = process.env): string {
  return env.WEB_CONFIG_DIR ?? rootDir;
}

/** The mode whose file holds `projectId`'s web config: its alias when `.env.<alias>` exists, else its id. */
export function webConfigMode(projectId: string, dir: string): string {
  const alias = aliasOf(projectId);
  if (alias && (existsSync(join(dir, `.env.${alias}`)) || !existsSync(join(dir, `.env.${projectId}`)))) return alias;
  return projectId;
}

/** The Firebase settings of the production build that `env` (the process environment) asks for. */
export function productionBuildConfig(env: Record<string, string | undefined> = process.env): ProductionFirebaseConfig {
  const projectId = productionProjectId(env);
  const dir = webConfigDir(env);
  const mode = webConfigMode(projectId, dir);
  return productionFirebaseConfig(projectId, { ...env, ...loadEnv(mode, dir, 'VITE_') }, `.env.${mode}`);
}
