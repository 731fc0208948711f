import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_05: CourseWeek = {
  week: 5,
  theme: 'Joseph: God meant it for good',
  summary:
    "Joseph's brothers sold him into slavery, yet God was with him in Egypt and used everything that happened to save many lives, including the family that had hurt him.",
  passages: ['Genesis 37:1-36', 'Genesis 39:1-41:57', 'Genesis 45:1-15', 'Genesis 50:15-21'],
  memoryVerse: {
    reference: 'Genesis 50:20',
    text: 'But as for you, ye thought evil against me; but God meant it unto good, to bring to pass, as it is this day, to save much people alive.',
  },
  keyWords: [
    {
      english: 'dream',
      strongs: 'H2472',
      note: "Chalom: a dream; Joseph's dreams, and the dreams he explains, are how God shows what he is going to do.",
    },
    {
      english: 'thought',
      strongs: 'H2803',
      note: 'Chashab: to think, plan or weave together; in Genesis 50:20 it is both "ye thought" and "God meant": two plans, and God\'s wins.',
    },
    {
      english: 'good',
      strongs: 'H2896',
      note: "Tob: good, the same word God used over creation; God turns the brothers' evil to good.",
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'The favourite son',
      reading: 'Genesis 37:1-36',
      teaching:
        "Jacob, Abraham's grandson, now called Israel, has twelve sons, but he loves Joseph best and gives him a coat of many colours. Joseph dreams that his family will bow down to him, and he tells them. His brothers hate him for it.\n\nWhen the chance comes, they throw him into a pit and sell him to traders going to Egypt. Then they dip his coat in goat's blood and let their father believe he is dead. Favouritism, pride and jealousy tear this family apart.",
      questions: [
        "Why did Joseph's brothers hate him? Give at least two reasons.",
        "What were Joseph's two dreams about?",
        'Which brother tried to save Joseph, and which suggested selling him?',
        'How did the brothers deceive their father?',
      ],
      activity: "Draw a family tree of Jacob's twelve sons (Genesis 35:23-26) and circle Joseph.",
      gradeNotes: {
        younger: 'Talk about a time you felt jealous. What helped, or what could have helped?',
        older:
          "Jacob once deceived his own father with goat skins and a brother's clothes (Genesis 27). Write what you notice.",
      },
    },
    {
      day: 2,
      title: 'The LORD was with Joseph',
      reading: 'Genesis 39:1-23',
      teaching:
        'Joseph is a slave in the house of Potiphar, an officer of Pharaoh, and yet the chapter keeps repeating, "the LORD was with Joseph". Joseph works faithfully, and Potiphar puts him in charge of everything.\n\nWhen Potiphar\'s wife tempts him, Joseph refuses: "How then can I do this great wickedness, and sin against God?" He is punished for doing right and thrown into prison. But even there the LORD is with him.',
      questions: [
        'How many times does this chapter say the LORD was with Joseph?',
        'What reason does Joseph give for refusing to sin?',
        'What happened to Joseph even though he did the right thing?',
        'Does God being with us mean nothing bad will happen to us?',
      ],
      activity: 'Write "The LORD was with Joseph" at the top of a page and list where Joseph was each time.',
    },
    {
      day: 3,
      title: 'From prison to palace',
      reading: 'Genesis 41:1-45',
      teaching:
        'Pharaoh dreams of seven fat cows eaten by seven thin cows, and seven good ears of grain swallowed by seven thin ones. No one can explain the dreams until the butler remembers Joseph.\n\nJoseph does not take the credit: "It is not in me: God shall give Pharaoh an answer of peace." Seven years of plenty will be followed by seven years of famine. Pharaoh sets Joseph over all Egypt to store grain for the hungry years. Joseph is thirty; he has waited about thirteen years.',
      questions: [
        "What were Pharaoh's two dreams?",
        'Whom does Joseph say will give the answer?',
        'What plan does Joseph suggest?',
        'How old was Joseph when he stood before Pharaoh (verse 46)?',
      ],
      activity: 'Make a chart: seven years of plenty, seven years of famine, and what Joseph did in each.',
      gradeNotes: {
        younger: "Draw Pharaoh's two dreams as a comic strip.",
        older:
          "Work out from Genesis 37:2 and 41:46 how many years passed between Joseph's sale and his rise.",
      },
    },
    {
      day: 4,
      title: 'I am Joseph',
      reading: 'Genesis 45:1-15',
      teaching:
        'The famine drives Joseph\'s brothers to Egypt to buy food, and they bow before him without knowing who he is; his dreams come true. After testing them, and seeing that Judah is willing to give himself up for Benjamin, Joseph can hold back no longer: "I am Joseph."\n\nHe weeps and tells them not to be angry with themselves: "God did send me before you to preserve life." Joseph sees God\'s hand in his hard story, and so he can forgive.',
      questions: [
        'How do the brothers react when Joseph tells them who he is?',
        'Who does Joseph say sent him to Egypt?',
        'Why was Joseph able to forgive his brothers?',
      ],
      activity: 'Write a letter Joseph might have sent to his father Jacob after this day.',
    },
    {
      day: 5,
      title: 'God meant it unto good',
      reading: 'Genesis 50:15-21',
      teaching:
        'After Jacob dies, the brothers fear that Joseph will finally take revenge. Joseph weeps again: "Fear not: for am I in the place of God?" Judging them is God\'s business, not his.\n\nThen he says one of the great sentences of the Bible: "Ye thought evil against me; but God meant it unto good." God did not make the brothers\' sin right, but he was at work in it to save many lives. Romans 8:28 says the same about everyone who loves God.',
      questions: [
        'Why were the brothers afraid after their father died?',
        'What does Joseph mean by "am I in the place of God?"',
        'What two plans does verse 20 describe?',
        'How does Joseph treat his brothers in verse 21?',
      ],
      activity:
        'Recite Genesis 50:20. Write about something hard in your own life or a family story where good came out of it.',
    },
  ],
};
