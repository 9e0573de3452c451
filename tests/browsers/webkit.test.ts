import { smoke } from "./smoke";
import { launchWebKit } from "./webkit";

smoke("webkit", launchWebKit);
