import { MyMain } from "@/components/traveller/my-main";

export default function MyPage() {
  return <MyMain />;
}
