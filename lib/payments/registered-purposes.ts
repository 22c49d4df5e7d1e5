import "server-only";
// Loads every module that registers a bill purpose (registerBillPurpose), so that callbacks, the
// sweeper and the operator calls find the handler of any bill. Add one import per purpose here.
import "@/lib/reservations/purpose";
import "@/lib/products/purpose";
import "@/lib/wallet/charge-purpose";
import "@/lib/websites/plan-purpose";
