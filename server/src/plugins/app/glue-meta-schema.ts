// fastify-openapi-glue checks the contract each time it is registered, with a new
// @seriousme/openapi-schema-validator Validator, and each new Validator compiles the OpenAPI
// meta-schema with an Ajv of its own before checking: 0.2–0.9 s on a 2-core machine, twice per app
// (routes.ts registers the glue twice, uploads apart), and a test worker builds an app for every
// test file. The compiled meta-schema depends only on the OpenAPI version and the Ajv options, so a
// process compiles it once here; the contract itself is still checked at every registration.
import { Validator } from '@seriousme/openapi-schema-validator';

type MetaValidator = (spec: unknown) => boolean;
interface WithMetaValidators {
  ajvOptions: unknown;
  getAjvValidator?: (version: string) => MetaValidator;
}

const compiled = new Map<string, MetaValidator>();

/**
 * Makes every Validator of the process share its compiled meta-schemas. Skipped (each Validator
 * compiles its own, as the library does) if a release of the library no longer has the method; the
 * unit test beside this file fails then, so the loss is seen.
 */
export function shareMetaSchemaValidators(): void {
  const proto = Validator.prototype as unknown as WithMetaValidators;
  const own = proto.getAjvValidator;
  if (typeof own !== 'function' || own.name === 'sharedMetaValidator') return;
  proto.getAjvValidator = function sharedMetaValidator(this: WithMetaValidators, version: string) {
    const key = `${version}\n${JSON.stringify(this.ajvOptions)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = own.call(this, version);
      compiled.set(key, validate);
    }
    return validate;
  };
}
