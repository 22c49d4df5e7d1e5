// The four feedback questions (question1..question4 of the vote call), shared by the form and the summary.
export const VOTE_QUESTIONS = [
  { key: "question1", title: "برنامه‌ریزی و اجرای تور" },
  { key: "question2", title: "برخورد و راهنمایی لیدر" },
  { key: "question3", title: "وسیله نقلیه" },
  { key: "question4", title: "اقامت و خدمات" },
] as const;
