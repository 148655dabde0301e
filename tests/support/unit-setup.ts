import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy… and waitFor give up after 1 s by default: too short for a whole page rendering on a busy two-core machine.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
