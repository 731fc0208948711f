import type { CourseWeek } from '../../core/curriculum/course';

export const WEEK_02: CourseWeek = {
  week: 2,
  theme: 'The Fall and the first promise',
  summary:
    'Adam and Eve turned from God and sin broke his good world, but God came looking for them and promised that a child of the woman would one day crush the serpent.',
  passages: ['Genesis 3:1-24', 'Genesis 4:1-16', 'Romans 5:12-19'],
  memoryVerse: {
    reference: 'Genesis 3:15',
    text: 'And I will put enmity between thee and the woman, and between thy seed and her seed; it shall bruise thy head, and thou shalt bruise his heel.',
  },
  keyWords: [
    {
      english: 'seed',
      strongs: 'H2233',
      note: 'Zera: seed, and so children and descendants; the promised "seed" of the woman is a person still to come.',
    },
    {
      english: 'cursed',
      strongs: 'H779',
      note: 'Arar: to curse, to put under a ban; God curses the serpent and the ground, but he never curses Adam and Eve themselves.',
    },
    {
      english: 'sin',
      strongs: 'H2403',
      note: 'Chattath: a wrong that misses what God intends; its first use in the Bible is the warning to Cain in Genesis 4:7.',
    },
  ],
  lessons: [
    {
      day: 1,
      title: 'A question in the garden',
      reading: 'Genesis 3:1-7',
      teaching:
        'The serpent does not begin with a lie but with a question: "Yea, hath God said?" He makes God sound stingy and his command sound unfair. Then he says plainly what God said would not happen: "Ye shall not surely die."\n\nEve looks, wants and takes; Adam, who is with her, eats too. Their eyes are opened, as the serpent said, but what they see is their own shame. Sin promises much and gives far less.',
      questions: [
        'How does the serpent change what God had said in Genesis 2:16-17?',
        'What three things does Eve notice about the tree in verse 6?',
        'Where was Adam while this happened, and what did he do?',
        'What do Adam and Eve feel straight after they eat?',
      ],
      activity:
        "Write God's command from Genesis 2:16-17 next to the serpent's version in 3:1 and 3:4, and circle every difference.",
      gradeNotes: {
        younger:
          'Act out the conversation with a parent as the serpent, then talk about how temptation twists words.',
        older: 'Compare Genesis 3:6 with 1 John 2:16 and write how the three temptations line up.',
      },
    },
    {
      day: 2,
      title: 'Where art thou?',
      reading: 'Genesis 3:8-13',
      teaching:
        'Adam and Eve hide from the God who used to walk with them. But God comes looking: "Where art thou?" He knows where they are; the question is an invitation to come out and tell the truth.\n\nInstead they pass the blame: Adam blames Eve (and God who gave her), and Eve blames the serpent. Sin breaks our friendship with God and with each other at the same time.',
      questions: [
        'Why do Adam and Eve hide?',
        'Why would God ask a question he already knows the answer to?',
        'Whom does Adam blame? Whom does Eve blame?',
        'What is hard about owning up when we have done wrong?',
      ],
      activity:
        'Draw two pictures: Genesis 2 (people walking with God) and Genesis 3:8 (people hiding). Write one word under each.',
    },
    {
      day: 3,
      title: 'Judgment, and a promise',
      reading: 'Genesis 3:14-24',
      teaching:
        "God speaks first to the serpent, and in the middle of the judgment comes the first promise of the gospel: the woman's seed will bruise the serpent's head, while the serpent only bruises his heel. Christians have long read this as the first promise of Jesus, who defeats evil by suffering.\n\nLife outside the garden will be hard: pain in childbirth, thorns in the field, and death at the end. Yet God makes coats of skins to cover them. Even as he sends them out, he cares for them.",
      questions: [
        "Who will win the fight described in verse 15: the serpent or the woman's seed?",
        'What changes in work and family life because of sin?',
        'What does God make for Adam and Eve in verse 21, and what does that show about him?',
        'Why do you think God keeps them from the tree of life?',
      ],
      activity: 'Begin learning Genesis 3:15. Write it on a card and read it aloud morning and evening.',
      gradeNotes: {
        younger:
          'Draw a heel and a head and talk about which wound is worse, and why that matters in verse 15.',
        older: 'Read Galatians 4:4 and Hebrews 2:14 and write how they look back to Genesis 3:15.',
      },
    },
    {
      day: 4,
      title: 'Cain and Abel',
      reading: 'Genesis 4:1-16',
      teaching:
        'Outside the garden, sin grows quickly. Cain is angry that God accepted Abel\'s offering and not his. God warns him kindly: sin is crouching at the door, "and thou shalt rule over him". Cain does not listen, and he kills his brother.\n\n"Am I my brother\'s keeper?" Cain asks. The whole Bible answers yes. Even so, God puts a mark on Cain to protect him. Judgment and mercy go together again.',
      questions: [
        'How does God warn Cain before he sins (verses 6-7)?',
        "What does Cain's answer in verse 9 show about his heart?",
        'How is God merciful to Cain even after the murder?',
      ],
      activity:
        "Make a list of ways you can be your brother's or sister's (or friend's) \"keeper\" this week.",
    },
    {
      day: 5,
      title: "One man's disobedience, one man's obedience",
      reading: 'Romans 5:12-19',
      teaching:
        "Paul looks back at Genesis 3 and explains it: through one man, Adam, sin and death came into the world and spread to everyone. That is why the world is broken and why we all need rescue.\n\nBut Paul sets another man beside Adam. Through Jesus' obedience, many are made righteous. The promise of Genesis 3:15 comes true: the seed of the woman undoes what the first man did.",
      questions: [
        'What came into the world through one man, according to verse 12?',
        'Who is the "one" in verse 19 whose obedience makes many righteous?',
        'How does this chapter help explain Genesis 3:15?',
      ],
      activity:
        'Recite Genesis 3:15. Make a two-column chart: "Through Adam" and "Through Christ", from Romans 5.',
    },
  ],
};
