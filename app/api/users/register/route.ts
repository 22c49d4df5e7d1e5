import { registerContract } from "@/lib/accounts/contracts";
import { registerUser } from "@/lib/accounts/register-user";
import { route } from "@/lib/http/route";

export const POST = route(registerContract, ({ body }) =>
  registerUser({
    mobile: body.username,
    code: body.signupToken,
    firstName: body.firstName,
    lastName: body.lastName,
    password: body.password,
    role: body.role,
  }),
);
