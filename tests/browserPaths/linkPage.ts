/**
 * What the pages of a mail's link share: a page opened without a well-formed token answers by itself
 * (`form` names its view) and shows no button, so the flow's own check of the token only ever passes.
 */
export function linkPageOpening(machine: string, form: string) {
  return {
    passing: { [`${machine}.opening`]: 'the flow checks the form of its token as it starts and moves on at once' },
    notCausable: {
      [`${machine}.opening always #1`]: `a page opened without a well-formed token answers by itself and shows no button, so the flow never starts there (${form})`,
    },
  }
}
