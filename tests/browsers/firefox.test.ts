import { launchFirefox } from "./firefox";
import { smoke } from "./smoke";

smoke("firefox", launchFirefox);
