// Vitest global setup of the projects that use a database: builds the migrated template once per
// run and hands its location to the test files (`inject`, read by openTestDatabase).
import type { TestProject } from 'vitest/node';
import { pgliteTemplate, postgresTemplate } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the dump of a migrated embedded database. */
    pgliteTemplate: string;
    /** On a TEST_DATABASE_URL run: the migrated template database on that server. */
    postgresTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', await pgliteTemplate());
  const url = process.env.TEST_DATABASE_URL;
  project.provide('postgresTemplate', url ? await postgresTemplate(url) : undefined);
}
