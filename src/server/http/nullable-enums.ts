/**
 * OpenAPI 3.0 writes a nullable enum as `nullable: true` beside `enum`, but a strict validator checks
 * `enum` on its own and refused a real `"gender": null`; with `null` among the values both readings
 * agree. Walks the generated document in place.
 */
export function withNullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) {
    for (const item of node) withNullInNullableEnums(item);
  } else if (node && typeof node === 'object') {
    const schema = node as { nullable?: unknown; enum?: unknown[] };
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
      schema.enum.push(null);
    }
    for (const value of Object.values(node)) withNullInNullableEnums(value);
  }
  return node;
}
