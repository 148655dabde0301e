import { useSearchParams } from "react-router";

/**
 * One of `choices`, kept in the URL's search parameter `name`, so a reload, a shared link and the
 * browser's back and forward buttons show the same view. The first choice is the default: it leaves the
 * parameter out, and a missing or unknown value reads as it. Choosing also removes the parameters named
 * in `resets` (a section's sub-view belongs to that section only).
 */
export function useSearchChoice<T extends string>(
  name: string,
  choices: readonly [T, ...T[]],
  resets: readonly string[] = [],
): [T, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const current = choices.find((choice) => choice === params.get(name)) ?? choices[0];
  const choose = (value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const reset of resets) next.delete(reset);
      const known = choices.find((choice) => choice === value);
      if (known && known !== choices[0]) next.set(name, known);
      else next.delete(name);
      return next;
    });
  return [current, choose];
}
