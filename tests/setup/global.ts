// Vitest global setup of the projects that use a database: builds the templates (or finds them
// built) and hands their places to the test files (`inject`, read by openTestDatabase and
// seedDataDir).
import type { TestProject } from 'vitest/node';
import { pgliteDemoTemplate, pgliteTemplate, postgresTemplate, type PgliteTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database. */
    pgliteTemplate: PgliteTemplate;
    /** The same with the demo loaded. */
    pgliteDemoTemplate: PgliteTemplate;
    /** On a TEST_DATABASE_URL run: the migrated template database on that server. */
    postgresTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const migrated = await pgliteTemplate();
  project.provide('pgliteTemplate', migrated);
  project.provide('pgliteDemoTemplate', await pgliteDemoTemplate(migrated));
  const url = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', url ? await postgresTemplate(url) : undefined);
}
