/** The `t` of the projects namespace, as far as naming a department needs it. */
type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * A department's name in the current language. The API names departments in English; the
 * county's known departments (by their id, the slug of common/src/data/departments.json) have
 * translated names, and any other keeps the API's name.
 */
export function departmentName(t: Translate, id: string, name: string): string {
  return id ? t(`departmentNames.${id}`, { defaultValue: name }) : name;
}
