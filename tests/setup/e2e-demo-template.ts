// Prints the data folder of today's demo database (the template the Vitest run built, or built now
// when missing) for the browser tests' server: copying it takes a second where loading the demo into
// an empty database at start-up takes ten. The demo's own start-up path is tested by the server's tests.
import { pgliteDemoTemplate, pgliteTemplate } from './database-template';

const template = await pgliteDemoTemplate(await pgliteTemplate());
process.stdout.write(template.folder);
