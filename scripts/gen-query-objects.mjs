// A query parameter written in the contract as one object (style form, explode: the default for a
// query) stands on the wire as one parameter per property: `?status=20&urged=true`. The contract
// writes such a group once, as a schema of its own, so every operation (and any body) that takes it
// shares its fields. fastify-openapi-glue reads an object parameter only when it is an operation's
// only query parameter, and openapi-fetch would send it as a deepObject (`filter[status]=20`), so
// the bundle every tool loads spells it out: one query parameter per property, each with the
// property's description and schema, in the schema's order. The schema itself stays in
// components/schemas (the types name it); the object parameter leaves the bundle.
// Used by gen.mjs on redocly's bundle; the rest of the text is kept as redocly wrote it.
import YAML from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const STRINGIFY = { lineWidth: 0, doubleQuotedAsJSON: true, singleQuote: true };

/** A local $ref ('#/components/parameters/X') as a path of keys. */
const keysOf = (ref) =>
  ref
    .slice(2)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));

/**
 * The path of the object schema of a parameter the wire spells out property by property;
 * undefined for any other parameter.
 */
function explodedObject(doc, param) {
  const ref = param.get('$ref');
  const resolved = ref ? doc.getIn(keysOf(ref)) : param;
  if (resolved?.get('in') !== 'query' || (resolved.get('style') ?? 'form') !== 'form' || resolved.get('explode') === false) return undefined;
  const schemaRef = resolved.getIn(['schema', '$ref']);
  const schemaPath = schemaRef ? keysOf(schemaRef) : [...(ref ? keysOf(ref) : []), 'schema'];
  const schema = schemaRef ? doc.getIn(schemaPath) : resolved.get('schema');
  return schema?.get('type') === 'object' && schema.get('properties') ? schema : undefined;
}

/** One query parameter per property of the object schema, the property's nodes copied as redocly wrote them. */
function spelledOut(doc, schema) {
  const required = new Set(schema.get('required')?.toJSON() ?? []);
  return schema.get('properties').items.map(({ key, value }) => {
    const name = String(key.value ?? key);
    const propertySchema = value.clone();
    const description = propertySchema.get('description', true);
    propertySchema.delete('description');
    const param = doc.createNode({ name, in: 'query', ...(required.has(name) ? { required: true } : {}) });
    if (description) param.set('description', description);
    param.set('schema', propertySchema);
    return param;
  });
}

/** The bundled contract's text with every object query parameter spelled out (see the header). */
export function spelledOutQueryObjects(text) {
  const doc = YAML.parseDocument(text);
  const dropped = new Set();
  for (const { value: item } of doc.get('paths')?.items ?? []) {
    for (const method of METHODS) {
      const params = item.getIn([method, 'parameters']);
      if (!params?.items.some((p) => explodedObject(doc, p))) continue;
      params.items = params.items.flatMap((p) => {
        const schema = explodedObject(doc, p);
        if (!schema) return [p];
        const ref = p.get('$ref');
        if (ref) dropped.add(keysOf(ref).pop());
        return spelledOut(doc, schema);
      });
    }
  }
  // Left only when something else still refers to it.
  for (const name of dropped) if (!doc.toString(STRINGIFY).includes(`'#/components/parameters/${name}'`)) doc.deleteIn(['components', 'parameters', name]);
  return doc.toString(STRINGIFY);
}
