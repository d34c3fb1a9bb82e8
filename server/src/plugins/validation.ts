import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';

/**
 * Request validation with two Ajv instances: JSON bodies are checked strictly (no type
 * coercion: `{"username": 123}` or `{"password": ["x"]}` is a 400, not a silent cast), while
 * querystring, params and headers (always text on the wire) are coerced to the schema's types.
 * Both apply defaults, drop unknown properties where a schema sets additionalProperties false,
 * accept union types and know the shared schemas.
 */
export function installValidation(app: FastifyInstance, sharedSchemas: object[]): void {
  const make = (coerceTypes: Options['coerceTypes']) => {
    const ajv = new Ajv({ coerceTypes, useDefaults: true, removeAdditional: true, allErrors: false, allowUnionTypes: true, strict: false });
    addFormats(ajv);
    for (const schema of sharedSchemas) ajv.addSchema(schema);
    return ajv;
  };
  const strict = make(false);
  const coercing = make('array');
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema as FastifySchema & object));
}
