const weightSuffix = /^ \(\d+%\)$/;

/**
 * Whether `choice` is the option that won. Weighted records store choices as `Pizza (70%)`
 * while their result is `Pizza`, so the weight suffix is ignored.
 */
export function isChosenChoice(choice: string, result: string): boolean {
  return choice === result || (choice.startsWith(result) && weightSuffix.test(choice.slice(result.length)));
}
