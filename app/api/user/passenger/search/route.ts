import { route } from "@/lib/http/route";
import { searchPassengerBookContract } from "@/lib/passengers/contracts";
import { searchPassengerBook } from "@/lib/passengers/search-passenger-book";

export const GET = route(searchPassengerBookContract, ({ caller, query }) =>
  searchPassengerBook(
    caller,
    {
      countOperator: query["Resource.CountOperator"],
      count: query["Resource.Count"],
      isBlackListed: query["Resource.IsBlackListed"],
      searchOnNameNationalIdMobile: query["Resource.SearchOnNameNationalIdMobile"],
    },
    query,
  ),
);
