<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
<context>
    <name>Card</name>
    <message>
        <source>Aggression</source>
        <translation>Agrese</translation>
    </message>
    <message>
        <source>Gain 2 dominance at once. Reaching 6 triggers infamy.</source>
        <translation>Ihned získáte dominanci +2. Dosažení 6 vyvolá hanbu.</translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation>Expanze</translation>
    </message>
    <message>
        <source>Roll one of your reserve ships and put it next to a planet holding your cube, or in your scrapyard.</source>
        <translation>Hoďte jednou ze svých lodí v záloze a umístěte ji vedle planety s vaší krychlí, nebo na své vrakoviště.</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>Rozmach</translation>
    </message>
    <message>
        <source>Take a bonus turn with 2 actions right away.</source>
        <translation>Ihned odehrajte bonusový tah se 2 akcemi.</translation>
    </message>
    <message>
        <source>Relocation</source>
        <translation>Přemístění</translation>
    </message>
    <message>
        <source>Move another player&apos;s cube to a planet of no higher number that has room and none of their cubes.</source>
        <translation>Přesuňte krychli jiného hráče na planetu se stejným nebo nižším číslem, která má volné místo a žádnou jeho krychli.</translation>
    </message>
    <message>
        <source>Reorganization</source>
        <translation>Reorganizace</translation>
    </message>
    <message>
        <source>Pick up any of your ships, roll them, and set each next to a planet holding your cube or in your scrapyard.</source>
        <translation>Vezměte libovolné ze svých lodí, hoďte jimi a každou umístěte vedle planety s vaší krychlí, nebo na své vrakoviště.</translation>
    </message>
    <message>
        <source>Sabotage</source>
        <translation>Sabotáž</translation>
    </message>
    <message>
        <source>Each other player discards one command card of their choice.</source>
        <translation>Každý z ostatních hráčů odhodí jednu příkazovou kartu podle vlastní volby.</translation>
    </message>
    <message>
        <source>Agile</source>
        <translation>Hbitý</translation>
    </message>
    <message>
        <source>Your ships move one square further.</source>
        <translation>Vaše lodě se pohybují o jedno pole dál.</translation>
    </message>
    <message>
        <source>Arrogant</source>
        <translation>Arogantní</translation>
    </message>
    <message>
        <source>Start of turn: one more action if you have more ships on the map than every other player.</source>
        <translation>Začátek tahu: jedna akce navíc, pokud máte na mapě víc lodí než kterýkoli jiný hráč.</translation>
    </message>
    <message>
        <source>Brilliant</source>
        <translation>Geniální</translation>
    </message>
    <message>
        <source>Start of turn: research +2.</source>
        <translation>Začátek tahu: výzkum +2.</translation>
    </message>
    <message>
        <source>Cerebral</source>
        <translation>Přemýšlivý</translation>
    </message>
    <message>
        <source>Once a turn, free: trade 1 dominance for 3 research.</source>
        <translation>Jednou za tah, zdarma: vyměňte 1 bod dominance za 3 body výzkumu.</translation>
    </message>
    <message>
        <source>Clever</source>
        <translation>Chytrý</translation>
    </message>
    <message>
        <source>Choose the value instead of rolling whenever one of your ships is rolled (not in combat).</source>
        <translation>Kdykoli se hází některou z vašich lodí (ne v boji), zvolte místo hodu její hodnotu.</translation>
    </message>
    <message>
        <source>Conformist</source>
        <translation>Konformní</translation>
    </message>
    <message>
        <source>Start of turn: one more action if two of your ships on the map show the same value.</source>
        <translation>Začátek tahu: jedna akce navíc, pokud dvě vaše lodě na mapě ukazují stejnou hodnotu.</translation>
    </message>
    <message>
        <source>Cruel</source>
        <translation>Krutý</translation>
    </message>
    <message>
        <source>Once per combat, make your opponent roll again.</source>
        <translation>Jednou za boj přinuťte soupeře hodit znovu.</translation>
    </message>
    <message>
        <source>Cunning</source>
        <translation>Lstivý</translation>
    </message>
    <message>
        <source>Once a turn, a ship that has used its ability may use the ability of its current value again.</source>
        <translation>Jednou za tah smí loď, která už použila svou schopnost, znovu použít schopnost své současné hodnoty.</translation>
    </message>
    <message>
        <source>Curious</source>
        <translation>Zvídavý</translation>
    </message>
    <message>
        <source>One free move a turn, if you make no attack that turn.</source>
        <translation>Jeden pohyb za tah zdarma, pokud v tom tahu neútočíte.</translation>
    </message>
    <message>
        <source>Dangerous</source>
        <translation>Nebezpečný</translation>
    </message>
    <message>
        <source>When attacked, you may destroy both ships before the roll.</source>
        <translation>Když na vás někdo zaútočí, smíte před hodem zničit obě lodě.</translation>
    </message>
    <message>
        <source>Eager</source>
        <translation>Horlivý</translation>
    </message>
    <message>
        <source>Deploying costs no action.</source>
        <translation>Nasazení nestojí žádnou akci.</translation>
    </message>
    <message>
        <source>Energetic</source>
        <translation>Energický</translation>
    </message>
    <message>
        <source>Your ships may move more than once a turn.</source>
        <translation>Vaše lodě se smějí pohnout víckrát za tah.</translation>
    </message>
    <message>
        <source>Ferocious</source>
        <translation>Zuřivý</translation>
    </message>
    <message>
        <source>-1 to your combat rolls.</source>
        <translation>-1 k vašim bojovým hodům.</translation>
    </message>
    <message>
        <source>Flexible</source>
        <translation>Přizpůsobivý</translation>
    </message>
    <message>
        <source>Once a turn, free: raise or lower one ship by 1.</source>
        <translation>Jednou za tah, zdarma: zvyšte nebo snižte hodnotu jedné lodi o 1.</translation>
    </message>
    <message>
        <source>Ingenious</source>
        <translation>Vynalézavý</translation>
    </message>
    <message>
        <source>Ships diagonal to a planet may count when you construct.</source>
        <translation>Při stavbě se smějí počítat i lodě úhlopříčně u planety.</translation>
    </message>
    <message>
        <source>Intelligent</source>
        <translation>Inteligentní</translation>
    </message>
    <message>
        <source>Construct when your total is one off the target.</source>
        <translation>Stavějte, i když se váš součet od cíle liší o jedna.</translation>
    </message>
    <message>
        <source>Nomadic</source>
        <translation>Kočovný</translation>
    </message>
    <message>
        <source>Once a turn, 1 action: jump an orbiting ship to the planet of a neighbouring tile.</source>
        <translation>Jednou za tah, 1 akce: přeskočte s lodí z oběžné dráhy k planetě sousedního dílku.</translation>
    </message>
    <message>
        <source>Plundering</source>
        <translation>Loupeživý</translation>
    </message>
    <message>
        <source>Your first kill each turn gives research +3.</source>
        <translation>První loď, kterou v tahu zničíte, vám dá výzkum +3.</translation>
    </message>
    <message>
        <source>Precocious</source>
        <translation>Nadaný</translation>
    </message>
    <message>
        <source>Breakthrough from research 4.</source>
        <translation>Průlom už od výzkumu 4.</translation>
    </message>
    <message>
        <source>Rational</source>
        <translation>Racionální</translation>
    </message>
    <message>
        <source>Your combat rolls are always 3.</source>
        <translation>Vaše bojové hody jsou vždy 3.</translation>
    </message>
    <message>
        <source>Ravenous</source>
        <translation>Hladový</translation>
    </message>
    <message>
        <source>Kills give dominance +2; losses cost 2.</source>
        <translation>Zničení lodi dává dominanci +2; ztráta lodi stojí 2.</translation>
    </message>
    <message>
        <source>Relentless</source>
        <translation>Neúprosný</translation>
    </message>
    <message>
        <source>Once per combat, roll your own die again.</source>
        <translation>Jednou za boj hoďte znovu svou kostkou.</translation>
    </message>
    <message>
        <source>Resourceful</source>
        <translation>Pohotový</translation>
    </message>
    <message>
        <source>Once a turn: scrap one of your ships for one more action.</source>
        <translation>Jednou za tah: pošlete jednu svou loď na vrakoviště za akci navíc.</translation>
    </message>
    <message>
        <source>Righteous</source>
        <translation>Spravedlivý</translation>
    </message>
    <message>
        <source>Losing a ship costs you no dominance.</source>
        <translation>Ztráta lodi vás nestojí žádnou dominanci.</translation>
    </message>
    <message>
        <source>Scrappy</source>
        <translation>Houževnatý</translation>
    </message>
    <message>
        <source>On your turn, any roll of yours may be rolled once more.</source>
        <translation>Ve svém tahu smíte každý svůj hod jednou opakovat.</translation>
    </message>
    <message>
        <source>Stealthy</source>
        <translation>Plíživý</translation>
    </message>
    <message>
        <source>Deploy to any empty square away from other ships.</source>
        <translation>Nasazujte na jakékoli prázdné pole, které nesousedí s jinými loděmi.</translation>
    </message>
    <message>
        <source>Strategic</source>
        <translation>Strategický</translation>
    </message>
    <message>
        <source>-2 to your combat roll next to another of your ships.</source>
        <translation>-2 k vašemu bojovému hodu vedle další vaší lodi.</translation>
    </message>
    <message>
        <source>Stubborn</source>
        <translation>Tvrdohlavý</translation>
    </message>
    <message>
        <source>Defending, you win ties, and a beaten attacker is destroyed.</source>
        <translation>V obraně vyhráváte remízy a poražený útočník je zničen.</translation>
    </message>
    <message>
        <source>Tactical</source>
        <translation>Taktický</translation>
    </message>
    <message>
        <source>Once a turn, free: move a ship one square.</source>
        <translation>Jednou za tah, zdarma: posuňte loď o jedno pole.</translation>
    </message>
    <message>
        <source>Tyrannical</source>
        <translation>Tyranský</translation>
    </message>
    <message>
        <source>Once a turn, free: trade 1 research for 1 dominance.</source>
        <translation>Jednou za tah, zdarma: vyměňte 1 bod výzkumu za 1 bod dominance.</translation>
    </message>
    <message>
        <source>Warlike</source>
        <translation>Bojovný</translation>
    </message>
    <message>
        <source>Your first kill each turn gives one more action.</source>
        <translation>První loď, kterou v tahu zničíte, vám dá akci navíc.</translation>
    </message>
</context>
<context>
    <name>CardArt</name>
    <message>
        <source>Empty slot</source>
        <translation>Prázdné místo</translation>
    </message>
    <message>
        <source>Gambit card</source>
        <translation>Gambitová karta</translation>
    </message>
    <message>
        <source>Command card</source>
        <translation>Příkazová karta</translation>
    </message>
    <message>
        <source>No card in this slot.</source>
        <translation>Na tomto místě není žádná karta.</translation>
    </message>
    <message>
        <source>Gambit card: it acts at once when taken, then it is discarded.</source>
        <translation>Gambitová karta: působí ihned po vzetí, pak se odhodí.</translation>
    </message>
    <message>
        <source>Command card: you keep it (up to three); it works once the turn in which you took it has ended.</source>
        <translation>Příkazová karta: ponecháte si ji (až tři); působí od konce tahu, ve kterém byla vzata.</translation>
    </message>
    <message>
        <source>Taken this turn: it works from the next turn on.</source>
        <translation>Vzata v tomto tahu: působí až od příštího tahu.</translation>
    </message>
</context>
<context>
    <name>ClickRefusal</name>
    <message>
        <source>Your %1 is not part of this step.</source>
        <translation>Vaše %1 není součástí tohoto kroku.</translation>
    </message>
    <message>
        <source>No action is left this turn: end your turn (E).</source>
        <translation>V tomto tahu vám nezbývá žádná akce: ukončete tah (E).</translation>
    </message>
    <message>
        <source>Your %1 has moved this turn and has nothing left to do.</source>
        <translation>Vaše %1 se v tomto tahu už pohnula a nemá co dalšího dělat.</translation>
    </message>
    <message>
        <source>That is %1&apos;s %2. To attack it, click one of your ships first, then it.</source>
        <translation>To je %2 hráče %1. Chcete-li na ni zaútočit, klikněte nejdřív na jednu ze svých lodí, pak na ni.</translation>
    </message>
    <message>
        <source>Click one of your ships first: then the squares it can reach light up.</source>
        <translation>Nejdřív klikněte na jednu ze svých lodí: pak se rozsvítí pole, na která může doletět.</translation>
    </message>
    <message numerus="yes">
        <source>Constructing on %1 takes 2 actions: you have %n left.</source>
        <translation>
            <numerusform>Stavba na planetě %1 stojí 2 akce: zbývá vám jen %n.</numerusform>
            <numerusform>Stavba na planetě %1 stojí 2 akce: zbývají vám jen %n.</numerusform>
            <numerusform>Stavba na planetě %1 stojí 2 akce: zbývá vám jen %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no free cube location on %1.</source>
        <translation>Na planetě %1 není žádné volné místo pro krychli.</translation>
    </message>
    <message>
        <source>You already have a cube on %1.</source>
        <translation>Na planetě %1 už máte krychli.</translation>
    </message>
    <message>
        <source>To construct on %1, bring your ships onto its orbital positions (the squares beside it, not diagonal): their values must add up to %2.</source>
        <translation>Ke stavbě na planetě %1 přiveďte své lodě na pozice na její oběžné dráze (pole přímo vedle ní, ne úhlopříčně): součet jejich hodnot musí být %2.</translation>
    </message>
    <message>
        <source>Your ships in orbit of %1 add up to %2: constructing there needs exactly %3.</source>
        <translation>Vaše lodě na oběžné dráze planety %1 mají součet %2: ke stavbě je třeba přesně %3.</translation>
    </message>
    <message>
        <source>Your %1 has already moved or attacked this turn.</source>
        <translation>Vaše %1 se v tomto tahu už pohnula nebo útočila.</translation>
    </message>
    <message>
        <source>Your %1 has already moved this turn.</source>
        <translation>Vaše %1 se v tomto tahu už pohnula.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is out of reach of your %3: it attacks a ship next to a square it can reach.</source>
        <translation>%2 hráče %1 je mimo dosah: vaše %3 útočí jen na loď vedle pole, na které může doletět.</translation>
    </message>
    <message>
        <source>Ships cannot land on a planet: they orbit beside it.</source>
        <translation>Lodě nemohou přistát na planetě: obíhají vedle ní.</translation>
    </message>
    <message>
        <source>%1 is out of reach of your %2.</source>
        <translation>Mimo dosah: %1; vaše %2 tam nedoletí.</translation>
    </message>
    <message>
        <source>Your %1 has used its ability this turn: a die uses one ability a turn, whatever type it has become since.</source>
        <translation>Vaše %1 už v tomto tahu použila svou schopnost: kostka použije jednu schopnost za tah, ať se mezitím změnila v jakýkoli typ.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>there is no such file</source>
        <translation>takový soubor neexistuje</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>není to běžný soubor</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>nelze jej přečíst</translation>
    </message>
    <message>
        <source>it is neither a saved game nor a map of Quantum</source>
        <translation>není to uložená hra ani mapa hry Quantum</translation>
    </message>
    <message>
        <source>language</source>
        <translation>jazyk</translation>
    </message>
    <message>
        <source>Play on the map &lt;map&gt; (a map file or a layout such as &quot;7* 8 7*&quot;) in a quick game.</source>
        <translation>Spustí rychlou hru na mapě &lt;mapa&gt; (soubor mapy nebo rozložení jako „7* 8 7*“).</translation>
    </message>
    <message>
        <source>map</source>
        <translation>mapa</translation>
    </message>
    <message>
        <source>Open the saved game &lt;save&gt;.</source>
        <translation>Otevře uloženou hru &lt;uložení&gt;.</translation>
    </message>
    <message>
        <source>save</source>
        <translation>uložení</translation>
    </message>
    <message>
        <source>Open the map editor on &lt;file&gt; (&quot;new&quot; for a new map).</source>
        <translation>Otevře editor map se souborem &lt;soubor&gt; („new“ pro novou mapu).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>soubor</translation>
    </message>
    <message>
        <source>The window&apos;s size, &lt;size&gt; such as 1366x768 (with --screenshot: default 1280x800).</source>
        <translation>Velikost okna, &lt;velikost&gt; např. 1366x768 (s --screenshot: výchozí 1280x800).</translation>
    </message>
    <message>
        <source>size</source>
        <translation>velikost</translation>
    </message>
    <message>
        <source>Save a picture of the window (1280x800 or --size) as the PNG file &lt;file&gt;, then exit.</source>
        <translation>Uloží obrázek okna (1280x800 nebo --size) do souboru PNG &lt;soubor&gt; a skončí.</translation>
    </message>
    <message>
        <source>Quantum, the dice game of space conquest.</source>
        <translation>Quantum, kostková hra o dobývání vesmíru.</translation>
    </message>
    <message>
        <source>This copy of Quantum is incomplete: files it was built with are missing or broken. Please install it again.

%1</source>
        <translation>Tato kopie hry Quantum je neúplná: soubory, se kterými byla sestavena, chybějí nebo jsou poškozené. Nainstalujte ji prosím znovu.

%1</translation>
    </message>
    <message>
        <source>Quantum</source>
        <translation>Quantum</translation>
    </message>
    <message>
        <source>quantum: unknown language &quot;%1&quot; (use %2)</source>
        <translation>quantum: neznámý jazyk „%1“ (použijte %2)</translation>
    </message>
    <message>
        <source>the size must be WIDTHxHEIGHT, such as 1366x768</source>
        <translation>velikost musí být ŠÍŘKAxVÝŠKA, např. 1366x768</translation>
    </message>
    <message>
        <source>give only one file to open</source>
        <translation>zadejte jen jeden soubor k otevření</translation>
    </message>
    <message>
        <source>cannot open the saved game: %1</source>
        <translation>uloženou hru nelze otevřít: %1</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be opened.

Reason: %2</source>
        <translation>Uloženou hru %1 nelze otevřít.

Důvod: %2</translation>
    </message>
    <message>
        <source>cannot read the map: %1</source>
        <translation>mapu nelze přečíst: %1</translation>
    </message>
    <message>
        <source>The map %1 cannot be played.

Reason: %2</source>
        <translation>Na mapě %1 nelze hrát.

Důvod: %2</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 nelze otevřít: %2</translation>
    </message>
    <message>
        <source>%1 cannot be opened.

Reason: %2</source>
        <translation>%1 nelze otevřít.

Důvod: %2</translation>
    </message>
    <message>
        <source>cannot open the map %1: %2</source>
        <translation>mapu %1 nelze otevřít: %2</translation>
    </message>
    <message>
        <source>The map %1 cannot be opened.

Reason: %2</source>
        <translation>Mapu %1 nelze otevřít.

Důvod: %2</translation>
    </message>
    <message>
        <source>cannot write the screenshot to %1</source>
        <translation>snímek obrazovky nelze zapsat do %1</translation>
    </message>
    <message>
        <source>Show the interface in &lt;language&gt; (%1) this time, whatever Settings say.</source>
        <translation>Tentokrát zobrazí rozhraní v jazyce &lt;jazyk&gt; (%1) bez ohledu na nastavení.</translation>
    </message>
    <message>
        <source>A saved game (.quantum-save) to go on with, or a map (.quantum-map or .json) or a map code link (quantum:...) to open in the map editor.</source>
        <translation>Uložená hra (.quantum-save), ve které se bude pokračovat, nebo mapa (.quantum-map či .json) nebo odkaz s kódem mapy (quantum:...), které se otevřou v editoru map.</translation>
    </message>
    <message>
        <source>cannot open the map code: %1</source>
        <translation>kód mapy nelze otevřít: %1</translation>
    </message>
    <message>
        <source>The map code cannot be opened.

Reason: %1</source>
        <translation>Kód mapy nelze otevřít.

Důvod: %1</translation>
    </message>
</context>
<context>
    <name>Faction</name>
    <message>
        <source>Vermillion</source>
        <translation>Rumělková</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Modrá</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zelená</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Žlutá</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>Battlestation</source>
        <translation>Bitevní stanice</translation>
    </message>
    <message>
        <source>Flagship</source>
        <translation>Vlajková loď</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <translation>Torpédová loď</translation>
    </message>
    <message>
        <source>Frigate</source>
        <translation>Fregata</translation>
    </message>
    <message>
        <source>Interceptor</source>
        <translation>Stíhačka</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Průzkumná loď</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>loď</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>žádná karta</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <source>the scrapyard</source>
        <translation>vrakoviště</translation>
    </message>
    <message>
        <source>the reserve</source>
        <translation>záloha</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>(nikde)</translation>
    </message>
    <message>
        <source>a square of the Void</source>
        <translation>pole Prázdnoty</translation>
    </message>
    <message>
        <source>the square above %1</source>
        <translation>pole nad planetou %1</translation>
    </message>
    <message>
        <source>the square below %1</source>
        <translation>pole pod planetou %1</translation>
    </message>
    <message>
        <source>the square left of %1</source>
        <translation>pole vlevo od planety %1</translation>
    </message>
    <message>
        <source>the square right of %1</source>
        <translation>pole vpravo od planety %1</translation>
    </message>
    <message>
        <source>the top-left corner of %1</source>
        <translation>pole vlevo nad planetou %1</translation>
    </message>
    <message>
        <source>the top-right corner of %1</source>
        <translation>pole vpravo nad planetou %1</translation>
    </message>
    <message>
        <source>the bottom-left corner of %1</source>
        <translation>pole vlevo pod planetou %1</translation>
    </message>
    <message>
        <source>the bottom-right corner of %1</source>
        <translation>pole vpravo pod planetou %1</translation>
    </message>
    <message>
        <source>the Void square %1 left of %2</source>
        <translation>pole Prázdnoty %1 doleva od planety %2</translation>
    </message>
    <message>
        <source>the Void square %1 right of %2</source>
        <translation>pole Prázdnoty %1 doprava od planety %2</translation>
    </message>
    <message>
        <source>the Void square %1 above %2</source>
        <translation>pole Prázdnoty %1 nahoru od planety %2</translation>
    </message>
    <message>
        <source>the Void square %1 below %2</source>
        <translation>pole Prázdnoty %1 dolů od planety %2</translation>
    </message>
    <message>
        <source>the Void square %1 left and %2 up from %3</source>
        <translation>pole Prázdnoty %1 doleva a %2 nahoru od planety %3</translation>
    </message>
    <message>
        <source>the Void square %1 right and %2 up from %3</source>
        <translation>pole Prázdnoty %1 doprava a %2 nahoru od planety %3</translation>
    </message>
    <message>
        <source>the Void square %1 left and %2 down from %3</source>
        <translation>pole Prázdnoty %1 doleva a %2 dolů od planety %3</translation>
    </message>
    <message>
        <source>the Void square %1 right and %2 down from %3</source>
        <translation>pole Prázdnoty %1 doprava a %2 dolů od planety %3</translation>
    </message>
    <message>
        <source>no planet</source>
        <translation>(žádná)</translation>
    </message>
    <message>
        <source>planet %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>vlevo nahoře</translation>
    </message>
    <message>
        <source>top</source>
        <translation>nahoře</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>vpravo nahoře</translation>
    </message>
    <message>
        <source>left</source>
        <translation>vlevo</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>uprostřed</translation>
    </message>
    <message>
        <source>right</source>
        <translation>vpravo</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>vlevo dole</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>dole</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>vpravo dole</translation>
    </message>
    <message>
        <source>planet %1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>planet %1 (%2, %3 of %4)</source>
        <translation>%1 (%2, %3 z %4)</translation>
    </message>
    <message>
        <source>Strike: once per turn, an extra attack on an adjacent enemy ship.</source>
        <translation>Úder: jednou za tah útok navíc na sousední nepřátelskou loď.</translation>
    </message>
    <message>
        <source>Transport: carries one of your ships from a surrounding square and drops it next to where it stops.</source>
        <translation>Přeprava: vezme vaši loď z okolního pole a vysadí ji vedle místa, kde zastaví.</translation>
    </message>
    <message>
        <source>Warp: swaps places with any of your ships on the map.</source>
        <translation>Warp: vymění si místo s kteroukoli vaší lodí na mapě.</translation>
    </message>
    <message>
        <source>Modify: turns into a 3 or a 5.</source>
        <translation>Úprava: změní se na 3 nebo na 5.</translation>
    </message>
    <message>
        <source>Maneuver: may move diagonally.</source>
        <translation>Manévr: smí se pohybovat úhlopříčně.</translation>
    </message>
    <message>
        <source>Re-roll: rolls itself again for free.</source>
        <translation>Přehoz: zdarma se sama přehodí.</translation>
    </message>
    <message>
        <source>a ship</source>
        <translation>loď</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 reconfigures the %2: it is now the %3.</source>
        <translation>%1 přeměňuje loď: byla to %2, teď je to %3.</translation>
    </message>
    <message>
        <source>%1&apos;s Scout re-rolls itself: it is now the %2.</source>
        <translation>%1: průzkumná loď se sama přehazuje, teď je to %2.</translation>
    </message>
    <message>
        <source>%1&apos;s destroyed ship is rolled again: it will come back as the %2.</source>
        <translation>%1: zničená loď je hozena znovu a vrátí se jako %2.</translation>
    </message>
    <message>
        <source>%1 rolls the new ship: the %2.</source>
        <translation>%1 hází kostkou nové lodi: je to %2.</translation>
    </message>
    <message>
        <source>%1 re-rolls the %2 with RESOURCEFUL: it is now the %3.</source>
        <translation>%1 přehazuje loď kartou POHOTOVÝ: byla to %2, teď je to %3.</translation>
    </message>
    <message>
        <source>%1 reorganizes the %2: it is now the %3.</source>
        <translation>%1 reorganizuje loď: byla to %2, teď je to %3.</translation>
    </message>
    <message>
        <source>%1 re-rolls the %2 with SCRAPPY: it is now the %3.</source>
        <translation>%1 přehazuje loď kartou HOUŽEVNATÝ: byla to %2, teď je to %3.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is rolled again: it is now the %3.</source>
        <translation>%1: loď je hozena znovu – byla to %2, teď je to %3.</translation>
    </message>
    <message>
        <source>%1 deploys the %2 to %3.</source>
        <translation>%1: %2 je nasazena na %3.</translation>
    </message>
    <message>
        <source>%1 moves the %2 from %3 to %4 with %5.</source>
        <translation>%1: %2 letí díky kartě %5 z %3 na %4.</translation>
    </message>
    <message>
        <source>%1 moves the %2 from %3 to %4.</source>
        <translation>%1: %2 letí z %3 na %4.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 flies from %3 to %4 carrying the %5 from %6, and drops it at %7.</source>
        <translation>%1: %2 letí z %3 na %4; veze se s ní %5 z %6, která přistává na %7.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 warps: it swaps places with the %3, from %4 to %5.</source>
        <translation>%1: warp – %2 skáče z %4 na %5 a %3 si s ní vyměňuje místo.</translation>
    </message>
    <message>
        <source>%1 modifies the Frigate: it is now the %2 (%3).</source>
        <translation>%1 upravuje fregatu: teď je to %2 (%3).</translation>
    </message>
    <message>
        <source>%1 brings a new ship into the scrapyard.</source>
        <translation>%1 přivádí novou loď do vrakoviště.</translation>
    </message>
    <message>
        <source>%1 brings a new ship, the %2, to %3.</source>
        <translation>%1 přivádí novou loď na %3, je to %2.</translation>
    </message>
    <message>
        <source>%1 chooses the value %2 for the ship.</source>
        <translation>%1 volí pro loď hodnotu %2.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 strikes %3&apos;s %4 at %5.</source>
        <translation>%1: %2 provádí úder na %5, kde stojí %4 hráče %3.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 moves from %3 to %4 and attacks %5&apos;s %6 at %7.</source>
        <translation>%1: %2 letí z %3 na %4 a útočí na %7, kde stojí %6 hráče %5.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 attacks %3&apos;s %4 at %5.</source>
        <translation>%1: %2 útočí na %5, kde stojí %4 hráče %3.</translation>
    </message>
    <message>
        <source>The battle: attack %1 + roll %2 = %3 against defence %4 + roll %5 = %6.</source>
        <translation>Boj: útok %1 + hod %2 = %3 proti obraně %4 + hod %5 = %6.</translation>
    </message>
    <message>
        <source>%1 re-rolls with %2: attack roll %3 (total %4), defence roll %5 (total %6).</source>
        <translation>%1 přehazuje kartou %2: hod útočníka %3 (celkem %4), hod obránce %5 (celkem %6).</translation>
    </message>
    <message>
        <source>%1 uses DANGEROUS: the %2 and %3&apos;s attacking %4 are both destroyed before the battle.</source>
        <translation>%1 používá kartu NEBEZPEČNÝ: %2 i útočící %4 hráče %3 jsou ještě před bojem zničeny.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is destroyed by %3; it goes to the scrapyard, its new value to be chosen.</source>
        <translation>%1: %2 je zničena hráčem %3 a jde do vrakoviště; její novou hodnotu teprve zvolí majitel.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is destroyed by %3; it goes to the scrapyard as the %4.</source>
        <translation>%1: %2 je zničena hráčem %3 a jde do vrakoviště jako %4.</translation>
    </message>
    <message>
        <source>%1&apos;s attack is repelled; the %2 returns to %3.</source>
        <translation>Útok hráče %1 je odražen; %2 se vrací na %3.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 occupies %3.</source>
        <translation>%1: %2 obsazuje %3.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 stays at %3.</source>
        <translation>%1: %2 zůstává na místě (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 may take %n card(s).</source>
        <translation>
            <numerusform>%1 si smí vzít %n kartu.</numerusform>
            <numerusform>%1 si smí vzít %n karty.</numerusform>
            <numerusform>%1 si smí vzít %n karet.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 si bere kartu %2.</translation>
    </message>
    <message>
        <source>%1 refreshes the market.</source>
        <translation>%1 obnovuje trh.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 odhazuje kartu %2.</translation>
    </message>
    <message>
        <source>The gambit discards are shuffled into a new deck.</source>
        <translation>Odhozené gambitové karty se zamíchají do nového balíčku.</translation>
    </message>
    <message>
        <source>The command discards are shuffled into a new deck.</source>
        <translation>Odhozené příkazové karty se zamíchají do nového balíčku.</translation>
    </message>
    <message>
        <source>%1 uses %2 on the %3.</source>
        <translation>%1 používá kartu %2 (loď: %3).</translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation>%1 používá kartu %2.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 takes effect.</source>
        <translation>%1: karta %2 působí.</translation>
    </message>
    <message>
        <source>%1 moves a cube of %2 from %3 to %4.</source>
        <extracomment>A log line (RELOCATION): %1 is the player who moves the cube, %2 the cube&apos;s owner, %3 and %4 planets.</extracomment>
        <translation>%1 přesouvá krychli hráče %2 z planety %3 na planetu %4.</translation>
    </message>
    <message numerus="yes">
        <source>%1 now has %n action(s).</source>
        <translation>
            <numerusform>%1 má nyní %n akci.</numerusform>
            <numerusform>%1 má nyní %n akce.</numerusform>
            <numerusform>%1 má nyní %n akcí.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes a bonus turn.</source>
        <translation>%1 hraje bonusový tah.</translation>
    </message>
    <message>
        <source>%1 rolls the first ships: %2, %3 and %4.</source>
        <translation>%1 hází kostkami prvních lodí: %2, %3 a %4.</translation>
    </message>
    <message>
        <source>%1 re-rolls the ships: %2, %3 and %4.</source>
        <translation>%1 přehazuje kostky lodí: %2, %3 a %4.</translation>
    </message>
    <message>
        <source>%1 keeps the ships: %2, %3 and %4.</source>
        <translation>%1 si ponechává lodě: %2, %3 a %4.</translation>
    </message>
    <message>
        <source>%1 rolls %2 to break the tie.</source>
        <translation>%1 hází v rozstřelu o pořadí: %2.</translation>
    </message>
    <message>
        <source>%1 plays first.</source>
        <translation>%1 začíná.</translation>
    </message>
    <message>
        <source>%1 starts at %2.</source>
        <translation>%1 začíná na planetě %2.</translation>
    </message>
    <message>
        <source>%1 places the %2 at %3.</source>
        <translation>%1: %2 přilétá na %3.</translation>
    </message>
    <message>
        <source>The decks are shuffled and the market is dealt.</source>
        <translation>Balíčky jsou zamíchány a na trh jsou vyloženy karty.</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %2 plays, with %n action(s).</source>
        <translation>
            <numerusform>Tah %1: hraje %2, má %n akci.</numerusform>
            <numerusform>Tah %1: hraje %2, má %n akce.</numerusform>
            <numerusform>Tah %1: hraje %2, má %n akcí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains research from %n ship(s) on the Void.</source>
        <translation>
            <numerusform>%1 získává výzkum za %n loď v Prázdnotě.</numerusform>
            <numerusform>%1 získává výzkum za %n lodě v Prázdnotě.</numerusform>
            <numerusform>%1 získává výzkum za %n lodí v Prázdnotě.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tries again to place the infamy cube.</source>
        <translation>%1 se znovu pokouší umístit krychli hanby.</translation>
    </message>
    <message>
        <source>%1 researches.</source>
        <translation>%1 provádí výzkum.</translation>
    </message>
    <message>
        <source>%1 places a cube on %2.</source>
        <translation>%1 umisťuje krychli na planetu %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 places an infamy cube on %2; %n cube(s) left.</source>
        <translation>
            <numerusform>%1 umisťuje krychli hanby na planetu %2; zbývá %n krychle.</numerusform>
            <numerusform>%1 umisťuje krychli hanby na planetu %2; zbývají %n krychle.</numerusform>
            <numerusform>%1 umisťuje krychli hanby na planetu %2; zbývá %n krychlí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 constructs on %2; %n cube(s) left.</source>
        <translation>
            <numerusform>%1 staví krychli na planetě %2; zbývá %n krychle.</numerusform>
            <numerusform>%1 staví krychli na planetě %2; zbývají %n krychle.</numerusform>
            <numerusform>%1 staví krychli na planetě %2; zbývá %n krychlí.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s dominance goes from %2 to %3.</source>
        <translation>Dominance hráče %1 se mění z %2 na %3.</translation>
    </message>
    <message>
        <source>%1&apos;s research goes from %2 to %3.</source>
        <translation>Výzkum hráče %1 se mění z %2 na %3.</translation>
    </message>
    <message>
        <source>%1 has no planet for the infamy cube yet.</source>
        <translation>%1 zatím nemá planetu pro krychli hanby.</translation>
    </message>
    <message>
        <source>%1 makes a breakthrough.</source>
        <translation>%1 dosahuje průlomu.</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1 končí tah.</translation>
    </message>
    <message>
        <source>%1 places the last cube and wins the game!</source>
        <translation>%1 umisťuje poslední krychli a vyhrává hru!</translation>
    </message>
    <message>
        <source>Turn %1 was the last one the game allows: it ends without a winner.</source>
        <translation>Tah %1 byl poslední, který hra povoluje: končí bez vítěze.</translation>
    </message>
    <message>
        <source>Re-roll all three ships</source>
        <translation>Přehodit všechny tři lodě</translation>
    </message>
    <message>
        <source>Keep these ships</source>
        <translation>Ponechat tyto lodě</translation>
    </message>
    <message>
        <source>Start at %1</source>
        <translation>Začít na planetě %1</translation>
    </message>
    <message>
        <source>Place the %1 at %2</source>
        <translation>Umístit na %2: %1</translation>
    </message>
    <message>
        <source>Reconfigure the %1</source>
        <translation>Přeměnit: %1</translation>
    </message>
    <message>
        <source>Deploy the %1 to %2</source>
        <translation>Nasadit na %2: %1</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Výzkum</translation>
    </message>
    <message>
        <source>Construct on %1</source>
        <translation>Postavit krychli na planetě %1</translation>
    </message>
    <message>
        <source>Move the %1 to %2 with %3</source>
        <extracomment>An answer button: the Move action (R-MOVE-1) of ship %1 to square %2, using card %3.</extracomment>
        <translation>Přesunout s kartou %3 na %2: %1</translation>
    </message>
    <message>
        <source>Move the %1 to %2</source>
        <extracomment>An answer button: the Move action (R-MOVE-1) of ship %1 to square %2.</extracomment>
        <translation>Přesunout na %2: %1</translation>
    </message>
    <message>
        <source>Attack %1 from %2 with %3</source>
        <translation>Zaútočit na %1 z %2 s kartou %3</translation>
    </message>
    <message>
        <source>Attack %1 from %2</source>
        <translation>Zaútočit na %1 z %2</translation>
    </message>
    <message>
        <source>Carry the %1 to %2 and drop it at %3 with %4</source>
        <translation>Přepravit na %2 a vysadit na %3 s kartou %4: %1</translation>
    </message>
    <message>
        <source>Carry the %1 to %2 and drop it at %3</source>
        <translation>Přepravit na %2 a vysadit na %3: %1</translation>
    </message>
    <message>
        <source>Strike %1</source>
        <translation>Udeřit na %1</translation>
    </message>
    <message>
        <source>Warp: swap with the %1 on %2</source>
        <translation>Warp: vyměnit si místo – %1, %2</translation>
    </message>
    <message>
        <source>Warp: swap with the %1</source>
        <translation>Warp: vyměnit si místo – %1</translation>
    </message>
    <message>
        <source>Modify into the %1 (%2)</source>
        <translation>Upravit na hodnotu %2 (%1)</translation>
    </message>
    <message>
        <source>Re-roll this Scout</source>
        <translation>Přehodit tuto průzkumnou loď</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Ukončit tah</translation>
    </message>
    <message>
        <source>Occupy the square</source>
        <translation>Obsadit pole</translation>
    </message>
    <message>
        <source>Stay where you are</source>
        <translation>Zůstat na místě</translation>
    </message>
    <message>
        <source>Infamy cube on %1</source>
        <translation>Umístit krychli hanby na planetu %1</translation>
    </message>
    <message>
        <source>Put the new ship in the scrapyard</source>
        <translation>Dát novou loď do vrakoviště</translation>
    </message>
    <message>
        <source>Place the new ship at %1</source>
        <translation>Umístit novou loď na %1</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Vzít si kartu %1</translation>
    </message>
    <message>
        <source>Refresh all six cards</source>
        <translation>Obnovit všech šest karet</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Odhodit kartu %1</translation>
    </message>
    <message>
        <source>Use %1 with the %2 at %3</source>
        <translation>Použít kartu %1: %2 na %3</translation>
    </message>
    <message>
        <source>Use %1 on the %2 (value %3)</source>
        <translation>Použít kartu %1: %2 (hodnota %3)</translation>
    </message>
    <message>
        <source>Use %1 on the %2</source>
        <translation>Použít kartu %1: %2</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>Použít kartu %1</translation>
    </message>
    <message>
        <source>Re-roll with %1</source>
        <translation>Přehodit kartou %1</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>Ne, děkuji</translation>
    </message>
    <message>
        <source>Value %1</source>
        <translation>Hodnota %1</translation>
    </message>
    <message>
        <source>Move %1&apos;s cube from %2 to %3</source>
        <extracomment>An answer button (RELOCATION): %1 is the cube&apos;s owner, %2 and %3 planets.</extracomment>
        <translation>Přesunout krychli hráče %1 z planety %2 na planetu %3</translation>
    </message>
    <message>
        <source>Reorganize no ships</source>
        <translation>Nereorganizovat žádnou loď</translation>
    </message>
    <message>
        <source>Reorganize: %1</source>
        <translation>Reorganizovat: %1</translation>
    </message>
    <message>
        <source>%1 has won the game.</source>
        <translation>Hru vyhrává %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>%1, you won the battle: occupy the defender&apos;s square or stay where you attacked from?</source>
        <translation>%1, vyhráli jste boj: obsadíte pole obránce, nebo zůstanete tam, odkud jste útočili?</translation>
    </message>
    <message>
        <source>%1, your dominance is full: choose a planet for your infamy cube.</source>
        <translation>%1, vaše dominance je na maximu: vyberte planetu pro krychli hanby.</translation>
    </message>
    <message>
        <source>%1, choose where your new ship goes.</source>
        <translation>%1, vyberte, kam půjde vaše nová loď.</translation>
    </message>
    <message>
        <source>%1, you hold four command cards: discard one of the three you held.</source>
        <translation>%1, máte čtyři příkazové karty: odhoďte jednu ze tří, které jste měli předtím.</translation>
    </message>
    <message>
        <source>%1, you are attacked: use DANGEROUS to destroy both ships before the roll?</source>
        <translation>%1, jste napadeni: použijete kartu NEBEZPEČNÝ a zničíte obě lodě ještě před hodem?</translation>
    </message>
    <message>
        <source>%1, you are losing this battle: use a re-roll card?</source>
        <translation>%1, prohráváte tento boj: použijete kartu na přehození?</translation>
    </message>
    <message>
        <source>%1, the ship rolled %2: re-roll it once with SCRAPPY?</source>
        <translation>%1, loď má po hodu hodnotu %2: přehodíte ji jednou kartou HOUŽEVNATÝ?</translation>
    </message>
    <message>
        <source>%1, CLEVER: choose your ship&apos;s new value instead of rolling.</source>
        <translation>%1, CHYTRÝ: místo hodu zvolte novou hodnotu své lodi.</translation>
    </message>
    <message>
        <source>%1, RELOCATION: choose which cube moves where.</source>
        <translation>%1, PŘEMÍSTĚNÍ: zvolte, kterou krychli přesunout a kam.</translation>
    </message>
    <message>
        <source>%1, REORGANIZATION: choose which ships are reorganized.</source>
        <translation>%1, REORGANIZACE: zvolte, které lodě se reorganizují.</translation>
    </message>
    <message>
        <source>%1, you are sabotaged: discard one of your command cards.</source>
        <translation>%1, jste sabotováni: odhoďte jednu ze svých příkazových karet.</translation>
    </message>
    <message>
        <source>%1, your ships rolled %2, %3 and %4: keep them or re-roll all three once?</source>
        <translation>%1, vaše lodě mají po hodu hodnoty %2, %3 a %4: ponecháte si je, nebo jednou přehodíte všechny tři?</translation>
    </message>
    <message>
        <source>%1, click a starting planet for your first cube.</source>
        <translation>%1, klikněte na výchozí planetu pro svou první krychli.</translation>
    </message>
    <message>
        <source>%1, click an orbital position of your planet for each ship.</source>
        <translation>%1, klikněte pro každou loď na pozici na oběžné dráze své planety.</translation>
    </message>
    <message>
        <source>%1, no actions left: use a free ability or card, or end the turn.</source>
        <translation>%1, nezbývají vám žádné akce: použijte bezplatnou schopnost nebo kartu, nebo ukončete tah.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n action(s) left: select a ship, or research, construct or end the turn.</source>
        <translation>
            <numerusform>%1, zbývá vám %n akce: vyberte loď, nebo proveďte výzkum, postavte krychli či ukončete tah.</numerusform>
            <numerusform>%1, zbývají vám %n akce: vyberte loď, nebo proveďte výzkum, postavte krychli či ukončete tah.</numerusform>
            <numerusform>%1, zbývá vám %n akcí: vyberte loď, nebo proveďte výzkum, postavte krychli či ukončete tah.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, pick %n card(s) from the market.</source>
        <translation>
            <numerusform>%1, vyberte si z trhu %n kartu.</numerusform>
            <numerusform>%1, vyberte si z trhu %n karty.</numerusform>
            <numerusform>%1, vyberte si z trhu %n karet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Snadná</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Střední</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Těžká</translation>
    </message>
    <message>
        <source>Very easy</source>
        <translation>Velmi snadná</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Cvičná</translation>
    </message>
</context>
<context>
    <name>MapExport</name>
    <message>
        <source>the image would be %1 x %2 pixels; at most %3 pixels a side are allowed (use a smaller scale)</source>
        <translation>obrázek by měl %1 x %2 pixelů; povoleno je nejvýše %3 pixelů na stranu (použijte menší měřítko)</translation>
    </message>
    <message>
        <source>the PNG could not be encoded</source>
        <translation>PNG nelze zakódovat</translation>
    </message>
</context>
<context>
    <name>MapGenerator</name>
    <message>
        <source>players must be 2, 3 or 4</source>
        <translation>počet hráčů musí být 2, 3 nebo 4</translation>
    </message>
    <message>
        <source>cubes must be 4 to 7</source>
        <translation>počet krychlí musí být 4 až 7</translation>
    </message>
    <message>
        <source>the size must be %1 to %2 tiles</source>
        <translation>velikost musí být %1 až %2 dílků</translation>
    </message>
    <message>
        <source>a map of %1 tiles may have 0 to %2 Void tiles</source>
        <translation>mapa o %1 dílcích smí mít 0 až %2 dílků Prázdnoty</translation>
    </message>
    <message>
        <source>games must be 1 to %1</source>
        <translation>počet her musí být 1 až %1</translation>
    </message>
    <message>
        <source>candidates must be 1 to %1</source>
        <translation>počet zkoušených rozložení musí být 1 až %1</translation>
    </message>
    <message>
        <source>jobs must be 1 to %1</source>
        <translation>počet souběžných úloh musí být 1 až %1</translation>
    </message>
    <message>
        <source>the band must be above 0 and below 1</source>
        <translation>rozmezí musí být větší než 0 a menší než 1</translation>
    </message>
    <message>
        <source>unknown bot %1 (use %2)</source>
        <translation>neznámý bot %1 (použijte %2)</translation>
    </message>
    <message>
        <source>under quarter turns the Void tiles come in fours (and one in the middle of a map of 4k + 1 tiles): %1 cannot be placed on %2 tiles</source>
        <translation>při otočení o čtvrt otáčky se dílky Prázdnoty rozmisťují po čtyřech (a jeden doprostřed mapy o 4k + 1 dílcích): %1 jich nelze rozmístit na mapu o %2 dílcích</translation>
    </message>
    <message>
        <source>this symmetry pairs the tiles of a map of an even size: an odd number of Void tiles (%1) needs an odd number of tiles</source>
        <translation>tato symetrie spojuje dílky mapy se sudým počtem dílků do dvojic: lichý počet dílků Prázdnoty (%1) vyžaduje lichý počet dílků</translation>
    </message>
    <message>
        <source>%1 planets cannot hold the %2 cube locations %3 players with %4 cubes need: add tiles or take Void tiles away</source>
        <translation>planety (%1) nepojmou %2 míst pro krychle, která potřebují %3 hráči po %4 krychlích: přidejte dílky nebo uberte dílky Prázdnoty</translation>
    </message>
    <message>
        <source>no layout of %1 tiles with this symmetry and %2 Void tiles was found: try another size or symmetry</source>
        <translation>nebylo nalezeno žádné rozložení o %1 dílcích s touto symetrií a %2 dílky Prázdnoty: zkuste jinou velikost nebo symetrii</translation>
    </message>
    <message>
        <source>the games could not be played: %1</source>
        <translation>hry nelze odehrát: %1</translation>
    </message>
</context>
<context>
    <name>MapProblem</name>
    <message>
        <source>The map has no tiles.</source>
        <translation>Mapa nemá žádné dílky.</translation>
    </message>
    <message>
        <source>Tile (%1, %2): %3 is not a planet number (use 7, 8, 9, 10 or 0 for the Void).</source>
        <translation>Dílek (%1, %2): %3 není číslo planety (použijte 7, 8, 9, 10, nebo 0 pro Prázdnotu).</translation>
    </message>
    <message>
        <source>Tile (%1, %2): two tiles lie on this place.</source>
        <translation>Dílek (%1, %2): na tomto místě leží dva dílky.</translation>
    </message>
    <message>
        <source>Tile (%1, %2): not joined to the rest of the map.</source>
        <translation>Dílek (%1, %2): nenavazuje na zbytek mapy.</translation>
    </message>
    <message>
        <source>Tile (%1, %2): joined only by a corner; only Interceptors and Flagship drops reach it.</source>
        <translation>Dílek (%1, %2): navazuje jen rohem; dostanou se sem jen stíhačky a lodě vysazené vlajkovou lodí.</translation>
    </message>
    <message>
        <source>Tile (%1, %2): the Void cannot be a starting planet.</source>
        <translation>Dílek (%1, %2): Prázdnota nemůže být výchozí planetou.</translation>
    </message>
    <message numerus="yes">
        <source>%n starting planet(s) for %1 players: each player needs one.</source>
        <translation>
            <numerusform>%n výchozí planeta pro %1 hráče: každý hráč potřebuje jednu.</numerusform>
            <numerusform>%n výchozí planety pro %1 hráče: každý hráč potřebuje jednu.</numerusform>
            <numerusform>%n výchozích planet pro %1 hráče: každý hráč potřebuje jednu.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 players: a map is for 2, 3 or 4 players.</source>
        <translation>Hráčů: %1; mapa je pro 2, 3 nebo 4 hráče.</translation>
    </message>
    <message>
        <source>%1 cubes per player: use 4 to 7.</source>
        <translation>Krychlí na hráče: %1; použijte 4 až 7.</translation>
    </message>
    <message numerus="yes">
        <source>%n cube location(s), but the players need at least %1.</source>
        <translation>
            <numerusform>%n místo pro krychli, ale hráči potřebují nejméně %1.</numerusform>
            <numerusform>%n místa pro krychle, ale hráči potřebují nejméně %1.</numerusform>
            <numerusform>%n míst pro krychle, ale hráči potřebují nejméně %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The map spans %1 x %2 tiles; at most 40 x 40 fit.</source>
        <translation>Mapa má rozměr %1 x %2 dílků; vejde se nejvýše 40 x 40.</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The connection to the host is lost. Reconnecting…</source>
        <translation>Spojení s hostitelem se přerušilo. Znovu se připojuji…</translation>
    </message>
    <message>
        <source>The connection to the host is lost. %1</source>
        <translation>Spojení s hostitelem se přerušilo. %1</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Hra je pozastavena.</translation>
    </message>
    <message>
        <source>Waiting for %1 to reconnect…</source>
        <translation>Čeká se, až se %1 znovu připojí…</translation>
    </message>
    <message>
        <source>The host speaks protocol version %1 and this program version %2; both need the same version of Quantum.</source>
        <translation>Hostitel používá protokol verze %1 a tento program verzi %2; oba potřebují stejnou verzi hry Quantum.</translation>
    </message>
    <message>
        <source>The host runs Quantum %1 and this program is Quantum %2; both need the same version.</source>
        <translation>Hostitel používá Quantum %1 a tento program je Quantum %2; oba potřebují stejnou verzi.</translation>
    </message>
    <message>
        <source>The host did not understand the greeting.</source>
        <translation>Hostitel nerozuměl pozdravu.</translation>
    </message>
    <message>
        <source>The password is wrong.</source>
        <translation>Heslo je nesprávné.</translation>
    </message>
    <message>
        <source>The host does not know this seat any more.</source>
        <translation>Hostitel už toto místo nezná.</translation>
    </message>
    <message>
        <source>Every seat of this game is taken.</source>
        <translation>Všechna místa v této hře jsou obsazená.</translation>
    </message>
    <message>
        <source>The game has started; only its players can come back, others may watch.</source>
        <translation>Hra už začala; vrátit se mohou jen její hráči, ostatní se mohou dívat.</translation>
    </message>
    <message>
        <source>Observers cannot play.</source>
        <translation>Diváci nemohou hrát.</translation>
    </message>
    <message>
        <source>The game moved on before the move arrived.</source>
        <translation>Hra pokročila dřív, než tah dorazil.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Hra ještě nezačala.</translation>
    </message>
    <message>
        <source>The game is paused until every player is back.</source>
        <translation>Hra je pozastavena, dokud se nevrátí všichni hráči.</translation>
    </message>
    <message>
        <source>The rules do not allow that move.</source>
        <translation>Pravidla tento tah nedovolují.</translation>
    </message>
    <message>
        <source>The host could not read that move.</source>
        <translation>Hostitel nemohl tento tah přečíst.</translation>
    </message>
    <message>
        <source>That cannot be undone now.</source>
        <translation>To teď nelze vrátit zpět.</translation>
    </message>
    <message>
        <source>That seat is not free.</source>
        <translation>Toto místo není volné.</translation>
    </message>
    <message>
        <source>A name needs at least one letter or digit.</source>
        <translation>Jméno musí obsahovat alespoň jedno písmeno nebo číslici.</translation>
    </message>
    <message>
        <source>Too many messages were sent.</source>
        <translation>Bylo odesláno příliš mnoho zpráv.</translation>
    </message>
    <message>
        <source>The connection was too slow to keep up.</source>
        <translation>Spojení bylo příliš pomalé, aby stačilo hře.</translation>
    </message>
    <message>
        <source>The other side stopped answering.</source>
        <translation>Druhá strana přestala odpovídat.</translation>
    </message>
    <message>
        <source>The seat was joined from another connection.</source>
        <translation>K místu se připojilo jiné spojení.</translation>
    </message>
    <message>
        <source>The host closed the game.</source>
        <translation>Hostitel hru ukončil.</translation>
    </message>
    <message>
        <source>Too many wrong passwords came from this computer; try again in a few minutes.</source>
        <translation>Z tohoto počítače přišlo příliš mnoho nesprávných hesel; zkuste to znovu za pár minut.</translation>
    </message>
    <message>
        <source>This game takes no more observers.</source>
        <translation>Tato hra už nepřijímá další diváky.</translation>
    </message>
    <message>
        <source>The host is too busy to answer; try again.</source>
        <translation>Hostitel je příliš zaneprázdněn, než aby odpověděl; zkuste to znovu.</translation>
    </message>
    <message>
        <source>No encrypted connection could be made with the host: it may run an older version of Quantum.</source>
        <translation>S hostitelem nebylo možné navázat šifrované spojení: možná používá starší verzi hry Quantum.</translation>
    </message>
    <message>
        <source>This host&apos;s code is not the one expected: another computer may be pretending to be the host. Compare the code with the host&apos;s player before you trust it.</source>
        <translation>Kód tohoto hostitele není ten očekávaný: za hostitele se možná vydává jiný počítač. Než mu budete důvěřovat, porovnejte kód s hráčem, který hru hostí.</translation>
    </message>
    <message>
        <source>The connection broke off.</source>
        <translation>Spojení se přerušilo.</translation>
    </message>
</context>
<context>
    <name>PrintAndPlay</name>
    <message>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <source>Untitled map</source>
        <translation>Mapa bez názvu</translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation>Autor: %1</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Hráči: %1</translation>
    </message>
    <message>
        <source>Cubes per player: %1</source>
        <translation>Krychle na hráče: %1</translation>
    </message>
    <message>
        <source>Tile %1: planet %2</source>
        <translation>Dílek %1: planeta %2</translation>
    </message>
    <message>
        <source>Starting planets: none</source>
        <translation>Výchozí planety: žádné</translation>
    </message>
    <message>
        <source>Starting planets: %1</source>
        <translation>Výchozí planety: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Stránka %1 z %2</translation>
    </message>
    <message>
        <source>%1: squares %2 mm</source>
        <translation>%1: pole %2 mm</translation>
    </message>
    <message>
        <source>the map has no tiles to print</source>
        <translation>mapa nemá žádné dílky k tisku</translation>
    </message>
    <message>
        <source>the map spans %1 x %2 tiles; at most %3 tiles a side can be printed</source>
        <translation>mapa má rozměr %1 x %2 dílků; vytisknout lze nejvýše %3 dílků na stranu</translation>
    </message>
    <message>
        <source>a tile does not fit on the page</source>
        <translation>dílek se nevejde na stránku</translation>
    </message>
    <message>
        <source>printing needs a QGuiApplication (for fonts)</source>
        <translation>tisk vyžaduje QGuiApplication (kvůli písmům)</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>PDF nelze začít vytvářet</translation>
    </message>
    <message>
        <source>Tiles: %1</source>
        <translation>Dílky: %1</translation>
    </message>
    <message>
        <source>The tiles are printed at true size on the following pages: squares %1 mm, tiles %2 mm. Cut each tile along its crop marks; the label in its bleed gives its place (column, row) in the picture below.</source>
        <translation>Dílky jsou vytištěny ve skutečné velikosti na následujících stránkách: strana pole %1 mm, strana dílku %2 mm. Každý dílek vystřihněte podél ořezových značek; popisek na jeho spadávce udává jeho místo (sloupec, řádek) na obrázku níže.</translation>
    </message>
</context>
<context>
    <name>QwantumRules</name>
    <message>
        <source>Qwantum is a dice game for two to four players, and a different game from Quantum. Every roll shows seven dice, and each player writes the sums they choose in the four coloured rows of their own score sheet. A column scores once it is full; the highest score at the end wins.</source>
        <translation>Qwantum je kostková hra pro dva až čtyři hráče a jde o jinou hru než Quantum. Při každém hodu padne sedm kostek a každý hráč zapisuje zvolené součty do čtyř barevných řádků svého vyplňovacího lístku. Sloupec přináší body, jakmile je plný; na konci vítězí nejvyšší skóre.</translation>
    </message>
    <message>
        <source>There is one white die, numbered 1 to 6, and six coloured dice. Every face of a coloured die shows a number from 1 to 6 printed in one of four colours: purple, blue, red or yellow. The six coloured dice all differ, and on each of them two colours appear twice.</source>
        <translation>Ve hře je jedna bílá kostka s čísly od 1 do 6 a šest barevných kostek. Na každé stěně barevné kostky je číslo od 1 do 6 vytištěné jednou ze čtyř barev: fialovou, modrou, červenou nebo žlutou. Všech šest barevných kostek se od sebe liší a na každé z nich se dvě barvy objevují dvakrát.</translation>
    </message>
    <message>
        <source>The six coloured dice, one in each row, with all six faces of each. Knowing which die can show which colour is the skill of the game.</source>
        <translation>Šest barevných kostek, každá v jednom řádku se všemi svými šesti stěnami. Vědět, která kostka může ukázat kterou barvu, je v této hře hlavní dovednost.</translation>
    </message>
    <message>
        <source>Nothing is hidden: the sheets, the dice and the faces of every die are public, and you may look at the faces at any time.</source>
        <translation>Nic není skryté: lístky, kostky i stěny všech kostek jsou veřejné a na stěny se můžete kdykoli podívat.</translation>
    </message>
    <message>
        <source>Each player has a score sheet of four rows, purple, blue, red and yellow, with six fields each. A divider stands between the 4th and the 5th field. Under the six columns are their score fields, and below them five misthrow boxes.</source>
        <translation>Každý hráč má vyplňovací lístek se čtyřmi řádky – fialovým, modrým, červeným a žlutým –, z nichž každý má šest polí. Mezi 4. a 5. polem je oddělovač. Pod šesti sloupci jsou jejich bodovací pole a pod nimi pět políček pro chyby.</translation>
    </message>
    <message>
        <source>The players take turns as the active player, in seat order; who starts is drawn. The active player rolls all seven dice. Then, once, they may pick up any of the seven, the white die too, as many as they like, and roll them again; after that the dice stand. There is never a third roll.</source>
        <translation>Hráči se v roli aktivního hráče střídají podle pořadí u stolu; kdo začíná, určí los. Aktivní hráč hodí všemi sedmi kostkami. Potom smí jednou vzít libovolný počet ze sedmi kostek, i bílou, a hodit jimi znovu; pak už kostky platí, jak padly. Třetí hod není nikdy dovolen.</translation>
    </message>
    <message>
        <source>Each colour has a sum: the white die plus every coloured die that shows that colour. A colour that no die shows counts the white die alone.</source>
        <translation>Každá barva má svůj součet: bílou kostku plus všechny barevné kostky, které ukazují tuto barvu. Pokud barva nepadla na žádné kostce, její součet tvoří jen bílá kostka.</translation>
    </message>
    <message>
        <source>The white die counts in every colour&apos;s sum. This roll: %1.</source>
        <translation>Bílá kostka se započítává do součtu každé barvy. Tento hod: %1.</translation>
    </message>
    <message>
        <source>The active player chooses one colour and writes its sum in their row of that colour, by the rules of writing below. That colour is then closed for everyone for the rest of this roll.</source>
        <translation>Aktivní hráč zvolí jednu barvu a zapíše její součet do svého řádku této barvy podle pravidel zápisu uvedených níže. Tato barva je pak až do konce tohoto hodu uzavřena pro všechny.</translation>
    </message>
    <message>
        <source>An active player who cannot write a sum, or does not want to, marks a misthrow instead: they cross their next misthrow box, and no colour is closed. Misthrows cost points at the end.</source>
        <translation>Aktivní hráč, který nemůže nebo nechce zapsat žádný součet, místo toho zaškrtne chybu: označí své další políčko pro chyby a žádná barva se neuzavírá. Chyby na konci hry stojí body.</translation>
    </message>
    <message>
        <source>Then every player, the active player too, may write one sum of a colour that is not closed, in their own row of that colour, or pass. Everyone decides at the same time, on the same dice: no answer depends on another player&apos;s. So the active player may write twice in a roll, in two different colours, and the others once.</source>
        <translation>Potom každý hráč, včetně aktivního, smí zapsat jeden součet barvy, která není uzavřená, do svého řádku této barvy, nebo nezapsat nic. Všichni se rozhodují současně a podle stejných kostek: žádná odpověď nezávisí na odpovědi jiného hráče. Aktivní hráč tak může během jednoho hodu zapisovat dvakrát, do dvou různých barev, ostatní jednou.</translation>
    </message>
    <message>
        <source>Passing in phase 2 costs nothing: only the active player&apos;s phase 1 can give a misthrow. Once everyone has answered, the next player in seat order becomes the active player and rolls.</source>
        <translation>Vynechání ve fázi 2 nic nestojí: chybu může přinést jen fáze 1 aktivního hráče. Jakmile všichni odpoví, stane se aktivním hráčem další hráč v pořadí u stolu a hází.</translation>
    </message>
    <message>
        <source>%1 is the active player. In phase 1 they write the purple %2, and purple is closed for this roll. In phase 2 %1 also writes the blue %3, and %4 writes the red %5: %4 could not take the purple %2.</source>
        <translation>Aktivním hráčem je %1. Ve fázi 1 zapíše fialový součet %2 a fialová je pro tento hod uzavřena. Ve fázi 2 zapíše %1 ještě modrý součet %3 a %4 zapíše červený součet %5: fialový součet %2 si %4 vzít nemohl.</translation>
    </message>
    <message>
        <source>A row fills from the left without gaps: a number always goes in the first empty field of its row.</source>
        <translation>Řádek se plní zleva a bez mezer: číslo se vždy zapisuje do prvního prázdného pole svého řádku.</translation>
    </message>
    <message>
        <source>Fields 1 to 4 rise: each number must be higher than the one before it.</source>
        <translation>Pole 1 až 4 stoupají: každé číslo musí být vyšší než číslo před ním.</translation>
    </message>
    <message>
        <source>Fields 1 to 4 rise: each number must be at least as high as the one before it. In this game equal numbers may follow each other.</source>
        <translation>Pole 1 až 4 stoupají: každé číslo musí být alespoň tak vysoké jako číslo před ním. V této hře mohou stejná čísla následovat po sobě.</translation>
    </message>
    <message>
        <source>After the divider the row falls: field 5 must be lower than field 4, and field 6 lower than field 5.</source>
        <translation>Za oddělovačem řádek klesá: pole 5 musí být nižší než pole 4 a pole 6 nižší než pole 5.</translation>
    </message>
    <message>
        <source>After the divider the row falls: field 5 must not be higher than field 4, nor field 6 higher than field 5. In this game equal numbers may follow each other.</source>
        <translation>Za oddělovačem řádek klesá: pole 5 nesmí být vyšší než pole 4 a pole 6 nesmí být vyšší než pole 5. V této hře mohou stejná čísla následovat po sobě.</translation>
    </message>
    <message>
        <source>A sum that does not fit cannot be written in that row, and a full row takes nothing more.</source>
        <translation>Součet, který pravidlům nevyhovuje, nelze do tohoto řádku zapsat, a do plného řádku už nelze zapsat nic.</translation>
    </message>
    <message>
        <source>In the middle of a game. The purple row rose to %1 at the divider, then fell to %2. The first column is full, so it scores %3, the second lowest of its four numbers.</source>
        <translation>Uprostřed hry. Fialový řádek vystoupal k oddělovači až na %1 a pak klesl na %2. První sloupec je plný, a proto se mu počítá %3, druhé nejnižší z jeho čtyř čísel.</translation>
    </message>
    <message>
        <source>A column whose four fields are all written scores the second lowest of its four numbers; equal numbers count, so 5, 5, 8 and 9 score 5. A column that is not full scores nothing.</source>
        <translation>Sloupec, jehož všechna čtyři pole jsou vyplněná, získá tolik bodů, kolik je druhé nejnižší z jeho čtyř čísel; stejná čísla se počítají, takže 5, 5, 8 a 9 dá 5 bodů. Sloupec, který není plný, nezíská nic.</translation>
    </message>
    <message>
        <source>Misthrows cost points, more for each one: the first costs %1, the second %2, the third %3, the fourth %4 and the fifth %5, so five misthrows cost %6 in all.</source>
        <translation>Chyby stojí body, každá další víc: první stojí %1, druhá %2, třetí %3, čtvrtá %4 a pátá %5, takže pět chyb stojí celkem %6.</translation>
    </message>
    <message>
        <source>Your score is the sum of your column scores minus your misthrow penalty.</source>
        <translation>Vaše skóre je součet bodů za vaše sloupce minus trestné body za chyby.</translation>
    </message>
    <message>
        <source>Near the end of a game: the full columns score %1 in all and the misthrows cost %2, so the score is %3. The last column is not full yet and scores nothing.</source>
        <translation>Blízko konce hry: plné sloupce dávají dohromady %1 a chyby stojí %2, takže skóre je %3. Poslední sloupec ještě není plný a nedává nic.</translation>
    </message>
    <message>
        <source>The game ends when a player has written all 24 fields of their sheet, or has marked their fifth misthrow. The roll is finished first: everyone plays its phase 2, then the game is scored.</source>
        <translation>Hra končí, když některý hráč vyplní všech 24 polí svého lístku nebo zaškrtne pátou chybu. Rozehraný hod se nejprve dohraje: všichni odehrají jeho fázi 2 a teprve potom se hra vyhodnotí.</translation>
    </message>
    <message>
        <source>The highest score wins; players with the same highest score share the win.</source>
        <translation>Vítězí nejvyšší skóre; hráči se stejným nejvyšším skóre se o vítězství dělí.</translation>
    </message>
    <message>
        <source>Start low. A row that begins with a high number has little room left to rise; small sums suit the first fields.</source>
        <translation>Začněte nízko. Řádek, který začíná vysokým číslem, má málo místa ke stoupání; malé součty se hodí do prvních polí.</translation>
    </message>
    <message>
        <source>Field 4 is the top of its row: the two fields after it must fall below it, so a high number there leaves room for them.</source>
        <translation>Pole 4 je vrchol řádku: obě pole za ním musí klesnout pod něj, takže vysoké číslo v něm jim nechá místo.</translation>
    </message>
    <message>
        <source>A column scores its second lowest number: one weak number in a column costs nothing, a second one does.</source>
        <translation>Sloupec se boduje svým druhým nejnižším číslem: jedno slabé číslo ve sloupci nic nestojí, druhé už ano.</translation>
    </message>
    <message>
        <source>Know the dice. The table of faces shows which dice can change a colour&apos;s sum: re-roll the ones that can help the colour you want.</source>
        <translation>Poznejte kostky. Tabulka stěn ukazuje, které kostky mohou změnit součet určité barvy: přehoďte ty, které mohou pomoci barvě, kterou chcete.</translation>
    </message>
    <message>
        <source>As the active player, the colour you write is closed for the others: taking the sum they need can cost them a good field.</source>
        <translation>Jako aktivní hráč uzavřete barvu, kterou zapíšete, i pro ostatní: když jim vezmete součet, který potřebují, může je to stát dobré pole.</translation>
    </message>
    <message>
        <source>Phase 2 is free: write a sum that fits well, and pass otherwise.</source>
        <translation>Fáze 2 je zdarma: zapište součet, který se dobře hodí, a jinak nezapisujte nic.</translation>
    </message>
    <message>
        <source>Each misthrow costs more than the one before, yet one misthrow can be better than spoiling a row.</source>
        <translation>Každá chyba stojí víc než ta předchozí, přesto může být jedna chyba lepší než zkažený řádek.</translation>
    </message>
    <message>
        <source>Qwantum in short</source>
        <translation>Qwantum ve zkratce</translation>
    </message>
    <message>
        <source>The dice and the score sheet</source>
        <translation>Kostky a vyplňovací lístek</translation>
    </message>
    <message>
        <source>A turn: the roll and the colour sums</source>
        <translation>Tah: hod a součty barev</translation>
    </message>
    <message>
        <source>Phase 1: the active player</source>
        <translation>Fáze 1: aktivní hráč</translation>
    </message>
    <message>
        <source>Phase 2: everyone</source>
        <translation>Fáze 2: všichni</translation>
    </message>
    <message>
        <source>Writing a number</source>
        <translation>Zápis čísla</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Bodování</translation>
    </message>
    <message>
        <source>The end and the winner</source>
        <translation>Konec hry a vítěz</translation>
    </message>
    <message>
        <source>Tips for a first game</source>
        <translation>Tipy pro první hru</translation>
    </message>
    <message>
        <source>Rules of Qwantum</source>
        <translation>Pravidla hry Qwantum</translation>
    </message>
</context>
<context>
    <name>QwantumText</name>
    <message>
        <source>The white die: 1 to 6; it counts in every colour&apos;s sum.</source>
        <translation>Bílá kostka: 1 až 6; započítává se do součtu každé barvy.</translation>
    </message>
    <message>
        <source>Die %1: its six faces</source>
        <translation>Kostka %1: jejích šest stěn</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Fialová</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Modrá</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Červená</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Žlutá</translation>
    </message>
    <message>
        <source>the purple row</source>
        <translation>fialového řádku</translation>
    </message>
    <message>
        <source>the blue row</source>
        <translation>modrého řádku</translation>
    </message>
    <message>
        <source>the red row</source>
        <translation>červeného řádku</translation>
    </message>
    <message>
        <source>the yellow row</source>
        <translation>žlutého řádku</translation>
    </message>
    <message>
        <source>Misthrows</source>
        <translation>Chyby</translation>
    </message>
    <message>
        <source>white %1</source>
        <translation>bílá %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a colour and its sum</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 rolls: %2.</source>
        <translation>%1 hází: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 re-rolls %n dice: %2.</source>
        <translation>
            <numerusform>%1 přehazuje %n kostku: %2.</numerusform>
            <numerusform>%1 přehazuje %n kostky: %2.</numerusform>
            <numerusform>%1 přehazuje %n kostek: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 writes %2 in %3 (field %4).</source>
        <translation>%1 zapisuje %2 do %3 (pole %4).</translation>
    </message>
    <message>
        <source>%1 marks a misthrow (%2 of 5).</source>
        <translation>%1 zaškrtává chybu (%2 z 5).</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 nic nezapisuje.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll %n dice</source>
        <translation>
            <numerusform>Přehodit %n kostku</numerusform>
            <numerusform>Přehodit %n kostky</numerusform>
            <numerusform>Přehodit %n kostek</numerusform>
        </translation>
    </message>
    <message>
        <source>Write %1 in %2</source>
        <translation>Zapsat %1 do %2</translation>
    </message>
    <message>
        <source>Mark a misthrow</source>
        <translation>Zaškrtnout chybu</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Vynechat</translation>
    </message>
    <message>
        <source>%1: write one sum in its row, or mark a misthrow.</source>
        <translation>%1: zapište jeden součet do řádku jeho barvy, nebo zaškrtněte chybu.</translation>
    </message>
    <message>
        <source>%1: re-roll dice once, write one sum in its row, or mark a misthrow.</source>
        <translation>%1: jednou přehoďte kostky, zapište jeden součet do řádku jeho barvy, nebo zaškrtněte chybu.</translation>
    </message>
    <message>
        <source>%1: write a sum of another colour than %2, or pass.</source>
        <translation>%1: zapište součet jiné barvy než %2, nebo nezapisujte nic.</translation>
    </message>
    <message>
        <source>%1: write one sum in its row, or pass.</source>
        <translation>%1: zapište jeden součet do řádku jeho barvy, nebo nezapisujte nic.</translation>
    </message>
    <message>
        <source>%1 wins with %2 points.</source>
        <translation>%1 vítězí se skóre %2.</translation>
    </message>
    <message>
        <source>%1 share the win with %2 points.</source>
        <translation>O vítězství se dělí %1, každý se skóre %2.</translation>
    </message>
</context>
<context>
    <name>Reader</name>
    <message>
        <source>&apos;%1&apos; needs field &apos;%2&apos;</source>
        <translation>&apos;%1&apos; vyžaduje položku &apos;%2&apos;</translation>
    </message>
    <message>
        <source>unknown action type %1</source>
        <translation>neznámý typ akce %1</translation>
    </message>
    <message>
        <source>missing or not a string</source>
        <translation>chybí nebo není řetězec</translation>
    </message>
    <message>
        <source>action version %1 is newer than this program reads (%2)</source>
        <translation>verze akce %1 je novější, než tento program umí číst (%2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs field &apos;card&apos;</source>
        <translation>&apos;%1&apos; vyžaduje položku &apos;card&apos;</translation>
    </message>
    <message>
        <source>not a square diagonal to the planet</source>
        <translation>nejde o pole úhlopříčně od planety</translation>
    </message>
    <message>
        <source>unknown event type %1</source>
        <translation>neznámý typ události %1</translation>
    </message>
    <message>
        <source>no map</source>
        <translation>žádná mapa</translation>
    </message>
    <message>
        <source>player %1: dominance %2 outside 1..6</source>
        <translation>hráč %1: dominance %2 mimo rozsah 1..6</translation>
    </message>
    <message>
        <source>player %1: research %2 outside 1..6</source>
        <translation>hráč %1: výzkum %2 mimo rozsah 1..6</translation>
    </message>
    <message>
        <source>player %1: %2 cubes placed</source>
        <translation>hráč %1: umístěno krychlí: %2</translation>
    </message>
    <message>
        <source>player %1 ship %2: value %3</source>
        <translation>hráč %1, loď %2: hodnota %3</translation>
    </message>
    <message>
        <source>player %1 ship %2: not on a square</source>
        <translation>hráč %1, loď %2: není na poli</translation>
    </message>
    <message>
        <source>player %1 ship %2: on a planet</source>
        <translation>hráč %1, loď %2: stojí na planetě</translation>
    </message>
    <message>
        <source>two ships on square %1</source>
        <translation>dvě lodě na poli %1</translation>
    </message>
    <message>
        <source>player %1 ship %2: nowhere</source>
        <translation>hráč %1, loď %2: není nikde</translation>
    </message>
    <message>
        <source>player %1: cube on no planet</source>
        <translation>hráč %1: krychle mimo planetu</translation>
    </message>
    <message>
        <source>player %1: the starting planet is not a starting planet of the map</source>
        <translation>hráč %1: výchozí planeta není výchozí planetou mapy</translation>
    </message>
    <message>
        <source>planet at %1 holds %2 cubes, more than its %3 locations</source>
        <translation>planeta na %1 má víc krychlí (%2) než míst (%3)</translation>
    </message>
    <message>
        <source>players %1 and %2 share the starting planet %3</source>
        <translation>hráči %1 a %2 sdílejí výchozí planetu %3</translation>
    </message>
    <message>
        <source>decks.%1: %2 cards; the pile holds 0 to %3</source>
        <translation>decks.%1: počet karet %2; balíček má mít 0 až %3 karet</translation>
    </message>
    <message>
        <source>decks.%1[%2]: no card (a pile has no gaps)</source>
        <translation>decks.%1[%2]: žádná karta (balíček nemá mezery)</translation>
    </message>
    <message>
        <source>decks.%1[%2]: %3 is a card of the other kind</source>
        <translation>decks.%1[%2]: %3 je karta jiného druhu</translation>
    </message>
    <message>
        <source>market[%1]: %2 is in the wrong slot; slots 0-2 hold gambit cards, 3-5 command cards</source>
        <translation>market[%1]: %2 je na špatném místě; místa 0–2 patří gambitovým kartám, 3–5 příkazovým kartám</translation>
    </message>
    <message>
        <source>card %1 is in play %2 times; the game has %3</source>
        <translation>karta %1 je ve hře %2krát; hra jich má %3</translation>
    </message>
    <message>
        <source>card %1 is in play during setup; the decks are dealt when setup ends</source>
        <translation>karta %1 je ve hře během přípravy; balíčky se rozdávají až na konci přípravy</translation>
    </message>
    <message>
        <source>card %1 is missing: %2 of its %3 copies are in the market, the decks, the discard piles and the hands</source>
        <translation>karta %1 chybí: na trhu, v balíčcích, v odhazovacích balíčcích a v rukou je %2 z jejích %3 kopií</translation>
    </message>
    <message>
        <source>turn %1 during setup; the first turn starts when setup ends</source>
        <translation>tah %1 během přípravy; první tah začíná až po skončení přípravy</translation>
    </message>
    <message>
        <source>a winner during setup</source>
        <translation>vítěz během přípravy</translation>
    </message>
    <message>
        <source>a pending decision during setup</source>
        <translation>nevyřízené rozhodnutí během přípravy</translation>
    </message>
    <message>
        <source>player %1: dominance and research are 1 during setup (R-SETUP-1)</source>
        <translation>hráč %1: dominance i výzkum jsou během přípravy na 1 (R-SETUP-1)</translation>
    </message>
    <message>
        <source>player %1 ship %2: during setup ships 0-2 are rolled and ships 3-4 are in the reserve</source>
        <translation>hráč %1, loď %2: během přípravy jsou lodě 0–2 hozeny a lodě 3–4 jsou v záloze</translation>
    </message>
    <message>
        <source>a first player before the roll-off (R-SETUP-3)</source>
        <translation>první hráč před rozstřelem (R-SETUP-3)</translation>
    </message>
    <message>
        <source>player %1 is active in setup-reroll, but players decide in seat order (R-SETUP-2)</source>
        <translation>hráč %1 je aktivní v setup-reroll, ale hráči se rozhodují v pořadí u stolu (R-SETUP-2)</translation>
    </message>
    <message>
        <source>player %1 has a cube or starting planet before the roll-off</source>
        <translation>hráč %1 má krychli nebo výchozí planetu před rozstřelem</translation>
    </message>
    <message>
        <source>player %1 has a ship on the map before the roll-off</source>
        <translation>hráč %1 má loď na mapě před rozstřelem</translation>
    </message>
    <message>
        <source>setup after the roll-off needs a first player</source>
        <translation>příprava po rozstřelu vyžaduje prvního hráče</translation>
    </message>
    <message>
        <source>player %1 has not made the setup re-roll decision</source>
        <translation>hráč %1 se ještě nerozhodl o přehozu při přípravě</translation>
    </message>
    <message>
        <source>player %1 has no starting planet</source>
        <translation>hráč %1 nemá výchozí planetu</translation>
    </message>
    <message>
        <source>player %1 has no starting planet, but a player after it in turn order has one (R-SETUP-4)</source>
        <translation>hráč %1 nemá výchozí planetu, ale hráč po něm v pořadí tahů ji má (R-SETUP-4)</translation>
    </message>
    <message>
        <source>player %1: during setup the one cube is on the starting planet</source>
        <translation>hráč %1: během přípravy leží jediná krychle na výchozí planetě</translation>
    </message>
    <message>
        <source>every starting planet is chosen: the phase is setup-ships</source>
        <translation>všechny výchozí planety jsou zvoleny: fáze je setup-ships</translation>
    </message>
    <message>
        <source>player %1 is active, but player %2 is the next to choose a starting planet (R-SETUP-4)</source>
        <translation>hráč %1 je aktivní, ale výchozí planetu má volit hráč %2 (R-SETUP-4)</translation>
    </message>
    <message>
        <source>player %1 has a ship on the map before every starting planet is chosen</source>
        <translation>hráč %1 má loď na mapě dřív, než jsou zvoleny všechny výchozí planety</translation>
    </message>
    <message>
        <source>player %1 ship %2: placed off its starting planet&apos;s orbit (R-SETUP-4)</source>
        <translation>hráč %1, loď %2: umístěna mimo oběžnou dráhu své výchozí planety (R-SETUP-4)</translation>
    </message>
    <message>
        <source>player %1 has placed ships out of turn order (R-SETUP-4)</source>
        <translation>hráč %1 umístil lodě mimo pořadí tahů (R-SETUP-4)</translation>
    </message>
    <message>
        <source>every ship is placed: setup is over</source>
        <translation>všechny lodě jsou umístěny: příprava skončila</translation>
    </message>
    <message>
        <source>player %1 is active, but player %2 is the next to place ships (R-SETUP-4)</source>
        <translation>hráč %1 je aktivní, ale lodě má umisťovat hráč %2 (R-SETUP-4)</translation>
    </message>
    <message>
        <source>turn %1 after setup; the first turn is turn 1</source>
        <translation>tah %1 po přípravě; první tah je tah 1</translation>
    </message>
    <message>
        <source>a game after setup needs a first player</source>
        <translation>hra po přípravě vyžaduje prvního hráče</translation>
    </message>
    <message>
        <source>player %1 ship %2 is unplaced after setup, and no card places it</source>
        <translation>hráč %1, loď %2: po přípravě není umístěna a žádná karta ji neumisťuje</translation>
    </message>
    <message>
        <source>player %1 is the winner of a game still running</source>
        <translation>hráč %1 je vítězem hry, která ještě běží</translation>
    </message>
    <message>
        <source>player %1 has placed every cube in a game still running (R-TURN-5)</source>
        <translation>hráč %1 umístil všechny krychle ve hře, která ještě běží (R-TURN-5)</translation>
    </message>
    <message>
        <source>the advance-card phase needs a picker</source>
        <translation>fáze vylepšení vyžaduje hráče, který vybírá</translation>
    </message>
    <message>
        <source>the advance-card phase with no picks owed (R-CARD-1)</source>
        <translation>fáze vylepšení bez nároku na výběr (R-CARD-1)</translation>
    </message>
    <message>
        <source>%1 picks are owed: more than the %2 a game to %3 cubes can owe (R-CARD-1)</source>
        <translation>dlužné výběry karet: %1, více než %2, které může dlužit hra o %3 krychlích (R-CARD-1)</translation>
    </message>
    <message>
        <source>player %1 is owed %2 picks: more than the %3 cubes a game to win needs (R-CARD-1)</source>
        <translation>hráč %1 má nárok na výběr karet: %2; to je víc, než kolik krychlí hra potřebuje k vítězství (%3) (R-CARD-1)</translation>
    </message>
    <message>
        <source>a pending decision in a finished game</source>
        <translation>nevyřízené rozhodnutí v dohrané hře</translation>
    </message>
    <message>
        <source>a finished game needs a winner; only the turn limit (turn %1) ends a game without one</source>
        <translation>dohraná hra vyžaduje vítěze; bez vítěze končí hru jen limit tahů (tah %1)</translation>
    </message>
    <message>
        <source>the winner, player %1, still has %2 cubes to place</source>
        <translation>vítěz, hráč %1, má ještě neumístěné krychle: %2</translation>
    </message>
    <message>
        <source>player %1 has placed every cube but is not the winner</source>
        <translation>hráč %1 umístil všechny krychle, ale není vítězem</translation>
    </message>
    <message>
        <source>pending %1 (%2): no such player</source>
        <translation>nevyřízené rozhodnutí %1 (%2): takový hráč neexistuje</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs the attacking ship, the defender, from and target</source>
        <translation>nevyřízené rozhodnutí %1 (%2): vyžaduje útočící loď, obránce, výchozí a cílové pole</translation>
    </message>
    <message>
        <source>pending %1 (%2): the attacking ship is not on its attack-from square</source>
        <translation>nevyřízené rozhodnutí %1 (%2): útočící loď není na svém výchozím poli útoku</translation>
    </message>
    <message>
        <source>pending %1 (%2): the target square is not empty</source>
        <translation>nevyřízené rozhodnutí %1 (%2): cílové pole není prázdné</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs a ship waiting to be placed</source>
        <translation>nevyřízené rozhodnutí %1 (%2): vyžaduje loď čekající na umístění</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs a ship</source>
        <translation>nevyřízené rozhodnutí %1 (%2): vyžaduje loď</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs a new command card and a full hand</source>
        <translation>nevyřízené rozhodnutí %1 (%2): vyžaduje novou příkazovou kartu a plnou ruku</translation>
    </message>
    <message>
        <source>pending %1 (%2): the player holds no command card</source>
        <translation>nevyřízené rozhodnutí %1 (%2): hráč nemá žádnou příkazovou kartu</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs the combat it belongs to</source>
        <translation>nevyřízené rozhodnutí %1 (%2): vyžaduje boj, ke kterému patří</translation>
    </message>
    <message>
        <source>pending %1 (%2): player %3 is not at dominance 6</source>
        <translation>nevyřízené rozhodnutí %1 (%2): hráč %3 nemá dominanci 6</translation>
    </message>
    <message>
        <source>pending %1 (%2): player %3 already has an infamy decision</source>
        <translation>nevyřízené rozhodnutí %1 (%2): hráč %3 už má rozhodnutí o krychli hanby</translation>
    </message>
    <message>
        <source>pending %1 (%2): the picker has not just taken %3</source>
        <translation>nevyřízené rozhodnutí %1 (%2): vybírající hráč si právě nevzal %3</translation>
    </message>
    <message>
        <source>a combat is open without a decision in it</source>
        <translation>probíhá boj bez rozhodnutí</translation>
    </message>
    <message>
        <source>combat: the ships are not on the attack-from and target squares</source>
        <translation>boj: lodě nejsou na výchozím poli útoku a na cílovém poli</translation>
    </message>
    <message>
        <source>combat: rolls must be 1..6</source>
        <translation>boj: hody musí být 1..6</translation>
    </message>
    <message>
        <source>a position needs a board</source>
        <translation>pozice vyžaduje herní plán</translation>
    </message>
    <message>
        <source>no active player</source>
        <translation>žádný aktivní hráč</translation>
    </message>
    <message>
        <source>turn %1 is outside 0..%2 (the turn limit)</source>
        <translation>tah %1 je mimo rozsah 0..%2 (limit tahů)</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>musí být od %1 do %2</translation>
    </message>
    <message>
        <source>must be an integer between %1 and %2</source>
        <translation>musí být celé číslo od %1 do %2</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>musí být true nebo false</translation>
    </message>
    <message>
        <source>must be a square [x, y]</source>
        <translation>musí být pole [x, y]</translation>
    </message>
    <message>
        <source>[%1, %2] is not a square of the map</source>
        <translation>[%1, %2] není pole mapy</translation>
    </message>
    <message>
        <source>must be [x, y], &quot;scrapyard&quot;, &quot;reserve&quot; or &quot;unplaced&quot;</source>
        <translation>musí být [x, y], &quot;scrapyard&quot;, &quot;reserve&quot; nebo &quot;unplaced&quot;</translation>
    </message>
    <message>
        <source>[%1, %2] is not a planet</source>
        <translation>[%1, %2] není planeta</translation>
    </message>
    <message>
        <source>must be a card id</source>
        <translation>musí být id karty</translation>
    </message>
    <message>
        <source>unknown card %1</source>
        <translation>neznámá karta %1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>musí být objekt</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>musí být pole JSON</translation>
    </message>
    <message>
        <source>has more than %1 entries</source>
        <translation>má více položek než %1</translation>
    </message>
    <message>
        <source>empty layout notation</source>
        <translation>prázdný zápis rozložení</translation>
    </message>
    <message>
        <source>too many tiles (%1)</source>
        <translation>příliš mnoho dílků (%1)</translation>
    </message>
    <message>
        <source>bad token %1 in row %2 of the layout notation (expected 7, 8, 9, 10, 0 or &apos;.&apos;, &apos;*&apos; marks a start)</source>
        <translation>chybný prvek %1 v řádku %2 zápisu rozložení (očekáváno 7, 8, 9, 10, 0 nebo &apos;.&apos;, &apos;*&apos; označuje výchozí planetu)</translation>
    </message>
    <message>
        <source>row %1 of the layout notation is empty</source>
        <translation>řádek %1 zápisu rozložení je prázdný</translation>
    </message>
    <message>
        <source>the map spans %1 x %2 tiles; layout notation is written for maps of at most %3 x %3 tiles</source>
        <translation>mapa má rozměr %1 × %2 dílků; zápis rozložení je určen pro mapy nejvýše %3 × %3 dílků</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos;</source>
        <translation>chybí položka &apos;%1&apos;</translation>
    </message>
    <message>
        <source>field &apos;%1&apos; must be an integer between -1000000 and 1000000</source>
        <translation>položka &apos;%1&apos; musí být celé číslo od -1000000 do 1000000</translation>
    </message>
    <message>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>položka &apos;%1&apos; musí být řetězec</translation>
    </message>
    <message>
        <source>not a Quantum map file (&quot;format&quot; is not &quot;quantum-map&quot;)</source>
        <translation>nejde o soubor mapy Quantum (&quot;format&quot; není &quot;quantum-map&quot;)</translation>
    </message>
    <message>
        <source>map file version %1 is newer than this program reads (%2); update Quantum to open it</source>
        <translation>verze souboru mapy %1 je novější, než tento program umí číst (%2); pro otevření aktualizujte Quantum</translation>
    </message>
    <message>
        <source>map file version %1 is not valid</source>
        <translation>verze souboru mapy %1 není platná</translation>
    </message>
    <message>
        <source>field &apos;tiles&apos; must be an array</source>
        <translation>položka &apos;tiles&apos; musí být pole JSON</translation>
    </message>
    <message>
        <source>field &apos;start&apos; must be true or false</source>
        <translation>položka &apos;start&apos; musí být true nebo false</translation>
    </message>
    <message>
        <source>a map file must hold a JSON object</source>
        <translation>soubor mapy musí obsahovat objekt JSON</translation>
    </message>
    <message>
        <source>cannot open map file %1: %2</source>
        <translation>soubor mapy %1 nelze otevřít: %2</translation>
    </message>
    <message>
        <source>cannot read map file %1: %2</source>
        <translation>soubor mapy %1 nelze přečíst: %2</translation>
    </message>
    <message>
        <source>map file %1 is larger than 64 MiB</source>
        <translation>soubor mapy %1 je větší než 64 MiB</translation>
    </message>
    <message>
        <source>cannot read map file %1: not a regular file (%2)</source>
        <translation>soubor mapy %1 nelze přečíst: nejde o běžný soubor (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>names no die</source>
        <translation>neuvádí žádnou kostku</translation>
    </message>
    <message>
        <source>must be &quot;white&quot; or a coloured die 0-5</source>
        <translation>musí být &quot;white&quot; nebo barevná kostka 0–5</translation>
    </message>
    <message>
        <source>names a die twice</source>
        <translation>uvádí kostku dvakrát</translation>
    </message>
    <message>
        <source>missing: whose action is it?</source>
        <translation>chybí: čí je to akce?</translation>
    </message>
    <message>
        <source>missing: which dice are re-rolled?</source>
        <translation>chybí: které kostky se přehazují?</translation>
    </message>
    <message>
        <source>there is no player %1</source>
        <translation>hráč %1 neexistuje</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>hra skončila</translation>
    </message>
    <message>
        <source>phase 1 is player %1&apos;s, the active player</source>
        <translation>fáze 1 patří hráči %1, aktivnímu hráči</translation>
    </message>
    <message>
        <source>player %1 has answered this roll</source>
        <translation>hráč %1 už na tento hod odpověděl</translation>
    </message>
    <message>
        <source>a re-roll is phase 1&apos;s, before writing</source>
        <translation>přehoz patří do fáze 1, před zápisem</translation>
    </message>
    <message>
        <source>the dice were re-rolled once already</source>
        <translation>kostky už byly jednou přehozeny</translation>
    </message>
    <message>
        <source>a re-roll of no die</source>
        <translation>přehoz bez kostek</translation>
    </message>
    <message>
        <source>a misthrow is phase 1&apos;s, instead of writing</source>
        <translation>chyba patří do fáze 1, místo zápisu</translation>
    </message>
    <message>
        <source>passing is phase 2&apos;s; phase 1 ends in a number or a misthrow</source>
        <translation>vynechání patří do fáze 2; fáze 1 končí zápisem čísla nebo chybou</translation>
    </message>
    <message>
        <source>no such colour</source>
        <translation>taková barva neexistuje</translation>
    </message>
    <message>
        <source>%1 is closed for this roll</source>
        <translation>barva %1 je pro tento hod uzavřena</translation>
    </message>
    <message>
        <source>player %1&apos;s %2 row is full</source>
        <translation>řádek %2 hráče %1 je plný</translation>
    </message>
    <message>
        <source>%1&apos;s sum, %2, does not fit in player %3&apos;s %1 row</source>
        <translation>součet barvy %1, %2, se nevejde do řádku %1 hráče %3</translation>
    </message>
    <message>
        <source>not a legal action</source>
        <translation>nejde o povolenou akci</translation>
    </message>
    <message>
        <source>missing: the event needs it</source>
        <translation>chybí: událost to vyžaduje</translation>
    </message>
    <message>
        <source>needs %1 entries, one for each misthrow</source>
        <translation>vyžaduje počet položek %1, jednu pro každou chybu</translation>
    </message>
    <message>
        <source>needs six dice</source>
        <translation>vyžaduje šest kostek</translation>
    </message>
    <message>
        <source>needs six faces</source>
        <translation>vyžaduje šest stěn</translation>
    </message>
    <message>
        <source>must be a colour letter (P, B, R, Y) and a number 1-6, such as &quot;R4&quot;</source>
        <translation>musí být písmeno barvy (P, B, R, Y) a číslo 1–6, například &quot;R4&quot;</translation>
    </message>
    <message>
        <source>no face is %1</source>
        <translation>žádná stěna není %1</translation>
    </message>
    <message>
        <source>the die shows %1, not %2</source>
        <translation>kostka ukazuje %1, ne %2</translation>
    </message>
    <message>
        <source>the dice sum to %1, not %2</source>
        <translation>součet kostek je %1, ne %2</translation>
    </message>
    <message>
        <source>unknown colour %1 (purple, blue, red or yellow)</source>
        <translation>neznámá barva %1 (purple, blue, red nebo yellow)</translation>
    </message>
    <message>
        <source>must be a colour (purple, blue, red or yellow)</source>
        <translation>musí být barva (purple, blue, red nebo yellow)</translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>musí být %1</translation>
    </message>
    <message>
        <source>action %1 (%2) is illegal: %3</source>
        <translation>akce %1 (%2) není povolená: %3</translation>
    </message>
    <message>
        <source>save file: %1</source>
        <translation>uložená hra: %1</translation>
    </message>
    <message>
        <source>not a Qwantum save file</source>
        <translation>nejde o uloženou hru Qwantum</translation>
    </message>
    <message>
        <source>the save file has no valid version</source>
        <translation>uložená hra nemá platnou verzi</translation>
    </message>
    <message>
        <source>the save file is version %1, made by a newer version of the program (this one reads version %2); update it to open the file</source>
        <translation>uložená hra má verzi %1 z novější verze programu (tato čte verzi %2); pro otevření souboru program aktualizujte</translation>
    </message>
    <message>
        <source>missing generator state</source>
        <translation>chybí stav generátoru</translation>
    </message>
    <message>
        <source>&quot;savedAt&quot; must be a date string</source>
        <translation>&quot;savedAt&quot; musí být řetězec s datem</translation>
    </message>
    <message>
        <source>missing state</source>
        <translation>chybí stav</translation>
    </message>
    <message>
        <source>must be the game&apos;s seed in hexadecimal</source>
        <translation>musí být semínko hry v šestnáctkové soustavě</translation>
    </message>
    <message>
        <source>missing: the game&apos;s number of players</source>
        <translation>chybí: počet hráčů hry</translation>
    </message>
    <message>
        <source>history: action %1: %2</source>
        <translation>historie: akce %1: %2</translation>
    </message>
    <message>
        <source>history: %1</source>
        <translation>historie: %1</translation>
    </message>
    <message>
        <source>the history does not arrive at the saved position</source>
        <translation>historie nevede k uložené pozici</translation>
    </message>
    <message>
        <source>the history does not arrive at the saved generator state</source>
        <translation>historie nevede k uloženému stavu generátoru</translation>
    </message>
    <message>
        <source>%1 players: Qwantum is for 2 to 4</source>
        <translation>počet hráčů %1: Qwantum se hraje ve 2 až 4 hráčích</translation>
    </message>
    <message>
        <source>turn %1 is before the first</source>
        <translation>tah %1 je před prvním tahem</translation>
    </message>
    <message>
        <source>the white die shows no face</source>
        <translation>bílá kostka neukazuje žádnou stěnu</translation>
    </message>
    <message>
        <source>a coloured die shows no face</source>
        <translation>barevná kostka neukazuje žádnou stěnu</translation>
    </message>
    <message>
        <source>unknown phase</source>
        <translation>neznámá fáze</translation>
    </message>
    <message>
        <source>a colour closed in phase 1, before the active player wrote</source>
        <translation>barva uzavřená ve fázi 1 dřív, než aktivní hráč zapsal</translation>
    </message>
    <message>
        <source>an answer of a player past the players</source>
        <translation>odpověď hráče nad rámec počtu hráčů</translation>
    </message>
    <message>
        <source>an answer in phase 1</source>
        <translation>odpověď ve fázi 1</translation>
    </message>
    <message>
        <source>phase 2 with every answer in (the roll is over once the last one answers)</source>
        <translation>fáze 2 se všemi odpověďmi (hod končí, jakmile odpoví poslední hráč)</translation>
    </message>
    <message>
        <source>a game over before everyone answered the last roll</source>
        <translation>konec hry dřív, než všichni odpověděli na poslední hod</translation>
    </message>
    <message>
        <source>a sheet of player %1, past the players</source>
        <translation>vyplňovací lístek hráče %1 nad rámec počtu hráčů</translation>
    </message>
    <message>
        <source>player %1 has %2 misthrows (the fifth ends the game)</source>
        <translation>počet chyb hráče %1 je %2 (pátá chyba ukončuje hru)</translation>
    </message>
    <message>
        <source>a row of %1 fields</source>
        <translation>řádek s počtem polí %1</translation>
    </message>
    <message>
        <source>player %1&apos;s %2 row has a gap</source>
        <translation>řádek %2 hráče %1 má mezeru</translation>
    </message>
    <message>
        <source>%1 is no sum of %2 with these dice</source>
        <translation>%1 není s těmito kostkami možný součet barvy %2</translation>
    </message>
    <message>
        <source>player %1&apos;s %2 row breaks its order at field %3</source>
        <translation>řádek %2 hráče %1 porušuje pořadí v poli %3</translation>
    </message>
    <message>
        <source>a game that has ended still runs</source>
        <translation>hra, která skončila, stále běží</translation>
    </message>
    <message>
        <source>a game over that nothing ended (no full sheet, no fifth misthrow)</source>
        <translation>konec hry, který nic nezpůsobilo (žádný plný lístek, žádná pátá chyba)</translation>
    </message>
    <message>
        <source>player %1&apos;s fifth misthrow came before this roll (the game would have ended)</source>
        <translation>pátá chyba hráče %1 přišla před tímto hodem (hra by skončila)</translation>
    </message>
    <message>
        <source>player %1&apos;s sheet was full before this roll (the game would have ended)</source>
        <translation>vyplňovací lístek hráče %1 byl plný už před tímto hodem (hra by skončila)</translation>
    </message>
    <message>
        <source>%1 is closed, but the active player&apos;s %1 row does not end with its sum, %2</source>
        <translation>barva %1 je uzavřena, ale řádek %1 aktivního hráče nekončí jejím součtem, %2</translation>
    </message>
    <message>
        <source>no colour is closed, but the active player has no misthrow</source>
        <translation>žádná barva není uzavřena, ale aktivní hráč nemá chybu</translation>
    </message>
    <message>
        <source>turn %1 comes too early for player %2&apos;s %3 misthrows</source>
        <translation>tah %1 přichází příliš brzy na počet chyb hráče %2 (%3)</translation>
    </message>
    <message>
        <source>turn %1 comes too early for player %2&apos;s %3 numbers and %4 misthrows</source>
        <translation>tah %1 přichází příliš brzy na počet čísel (%3) a chyb (%4) hráče %2</translation>
    </message>
    <message>
        <source>turn %1 comes too late for player %2&apos;s %3 numbers and %4 misthrows: their %5 turns as the active player each gave a mark</source>
        <translation>tah %1 přichází příliš pozdě na počet čísel (%3) a chyb (%4) hráče %2: každý z jeho tahů v roli aktivního hráče (%5) přinesl zápis</translation>
    </message>
    <message>
        <source>impossible position: %1</source>
        <translation>nemožná pozice: %1</translation>
    </message>
    <message>
        <source>needs six columns</source>
        <translation>vyžaduje šest sloupců</translation>
    </message>
    <message>
        <source>column %1 is full: it scores %2, not %3</source>
        <translation>sloupec %1 je plný: jeho hodnota je %2, ne %3</translation>
    </message>
    <message>
        <source>column %1 is not full: it scores nothing, not %2</source>
        <translation>sloupec %1 není plný: nemá žádnou hodnotu, ne %2</translation>
    </message>
    <message>
        <source>the sheet scores %1, not %2</source>
        <translation>vyplňovací lístek má celkovou hodnotu %1, ne %2</translation>
    </message>
    <message>
        <source>state version %1 is newer than this program reads (%2)</source>
        <translation>verze stavu %1 je novější, než tento program umí číst (%2)</translation>
    </message>
    <message>
        <source>must be &quot;active&quot;, &quot;others&quot; or &quot;over&quot;</source>
        <translation>musí být &quot;active&quot;, &quot;others&quot; nebo &quot;over&quot;</translation>
    </message>
    <message>
        <source>player %1 is named twice</source>
        <translation>hráč %1 je uveden dvakrát</translation>
    </message>
    <message>
        <source>not a Qwantum scenario (&quot;format&quot; is not &quot;qwantum-scenario&quot;)</source>
        <translation>nejde o scénář Qwantum (&quot;format&quot; není &quot;qwantum-scenario&quot;)</translation>
    </message>
    <message>
        <source>scenario: &quot;game&quot; must be &quot;qwantum&quot;</source>
        <translation>scénář: &quot;game&quot; musí být &quot;qwantum&quot;</translation>
    </message>
    <message>
        <source>scenario: missing or bad &quot;version&quot;</source>
        <translation>scénář: chybějící nebo chybná položka &quot;version&quot;</translation>
    </message>
    <message>
        <source>scenario version %1 is newer than this program reads (%2)</source>
        <translation>verze scénáře %1 je novější, než tento program umí číst (%2)</translation>
    </message>
    <message>
        <source>scenario: &quot;dice&quot; must be an array</source>
        <translation>scénář: &quot;dice&quot; musí být pole JSON</translation>
    </message>
    <message>
        <source>scenario: &quot;dice&quot; has more than %1 entries</source>
        <translation>scénář: &quot;dice&quot; má více položek než %1</translation>
    </message>
    <message>
        <source>scenario: dice[%1] must be 1..6</source>
        <translation>scénář: dice[%1] musí být 1..6</translation>
    </message>
    <message>
        <source>scenario: &quot;seed&quot; must be a non-negative integer</source>
        <translation>scénář: &quot;seed&quot; musí být nezáporné celé číslo</translation>
    </message>
    <message>
        <source>scenario: &quot;position&quot; must be an object</source>
        <translation>scénář: &quot;position&quot; musí být objekt</translation>
    </message>
    <message>
        <source>scenario: %1 is for a new game; the position has its own</source>
        <translation>scénář: %1 platí pro novou hru; pozice má vlastní</translation>
    </message>
    <message>
        <source>scenario: &quot;players&quot; (2 to 4) or a &quot;position&quot; is needed</source>
        <translation>scénář: je potřeba &quot;players&quot; (2 až 4) nebo &quot;position&quot;</translation>
    </message>
    <message>
        <source>scenario: &quot;actions&quot; must be an array</source>
        <translation>scénář: &quot;actions&quot; musí být pole JSON</translation>
    </message>
    <message>
        <source>scenario: &quot;actions&quot; has more than %1 entries</source>
        <translation>scénář: &quot;actions&quot; má více položek než %1</translation>
    </message>
    <message>
        <source>action %1: must be an object</source>
        <translation>akce %1: musí být objekt</translation>
    </message>
    <message>
        <source>action %1: %2</source>
        <translation>akce %1: %2</translation>
    </message>
    <message>
        <source>the scripted dice ran out (add dice or a seed)</source>
        <translation>předepsané hody kostkou došly (přidejte hody nebo semínko)</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standardní vstup</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>složka</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>roura</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>zařízení</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>soket</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>není soubor</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1 nelze otevřít: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 nelze přečíst: %2</translation>
    </message>
    <message>
        <source>%1 is larger than 64 MiB</source>
        <translation>%1 je větší než 64 MiB</translation>
    </message>
    <message>
        <source>cannot read %1: not a regular file (%2)</source>
        <translation>%1 nelze přečíst: nejde o běžný soubor (%2)</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>neplatný JSON na pozici %1: %2</translation>
    </message>
    <message>
        <source>this is a saved game of Qwantum, not of Quantum</source>
        <translation>toto je uložená hra Qwantum, ne Quantum</translation>
    </message>
    <message>
        <source>not a Quantum save file</source>
        <translation>nejde o uloženou hru Quantum</translation>
    </message>
    <message>
        <source>the save file is version %1, newer than this program reads (%2); update Quantum to open it</source>
        <translation>uložená hra má verzi %1, novější, než tento program umí číst (%2); pro otevření aktualizujte Quantum</translation>
    </message>
    <message>
        <source>save file map: %1</source>
        <translation>mapa uložené hry: %1</translation>
    </message>
    <message>
        <source>invalid map: %1</source>
        <translation>neplatná mapa: %1</translation>
    </message>
    <message>
        <source>not a scenario (&quot;format&quot; is not &quot;quantum-scenario&quot;)</source>
        <translation>nejde o scénář (&quot;format&quot; není &quot;quantum-scenario&quot;)</translation>
    </message>
    <message>
        <source>scenario: &quot;map&quot; must be notation, a file or a map object</source>
        <translation>scénář: &quot;map&quot; musí být zápis rozložení, soubor nebo objekt mapy</translation>
    </message>
    <message>
        <source>scenario: &quot;players&quot; must be an integer</source>
        <translation>scénář: &quot;players&quot; musí být celé číslo</translation>
    </message>
    <message>
        <source>scenario: &quot;cubes&quot; must be an integer</source>
        <translation>scénář: &quot;cubes&quot; musí být celé číslo</translation>
    </message>
    <message>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation>%1: neplatný JSON na pozici %2: %3</translation>
    </message>
    <message>
        <source>%1: a scenario must be a JSON object</source>
        <translation>%1: scénář musí být objekt JSON</translation>
    </message>
    <message>
        <source>turn %1 is past the turn limit (%2)</source>
        <translation>tah %1 překračuje limit tahů (%2)</translation>
    </message>
    <message>
        <source>a gambit card cannot be held</source>
        <translation>gambitovou kartu nelze držet v ruce</translation>
    </message>
    <message>
        <source>unknown pending decision</source>
        <translation>neznámé nevyřízené rozhodnutí</translation>
    </message>
    <message>
        <source>slots 0-2 hold gambit cards, 3-5 command cards</source>
        <translation>místa 0–2 patří gambitovým kartám, 3–5 příkazovým kartám</translation>
    </message>
    <message>
        <source>holds a card of the other kind</source>
        <translation>obsahuje kartu jiného druhu</translation>
    </message>
    <message>
        <source>unknown flag</source>
        <translation>neznámý příznak</translation>
    </message>
    <message>
        <source>nobody can act in this position (no legal action)</source>
        <translation>v této pozici nemůže nikdo hrát (žádná povolená akce)</translation>
    </message>
    <message>
        <source>the map&apos;s %1 is longer than a map code carries (%2 bytes of UTF-8)</source>
        <translation>položka &apos;%1&apos; mapy je delší, než kód mapy pojme (%2 bajtů UTF-8)</translation>
    </message>
    <message>
        <source>the map code is mangled: a character is missing, extra or changed (copy the whole code again)</source>
        <translation>kód mapy je poškozený: nějaký znak chybí, přebývá nebo je změněný (zkopírujte znovu celý kód)</translation>
    </message>
    <message>
        <source>the map code ends in the middle of its map</source>
        <translation>kód mapy končí uprostřed mapy</translation>
    </message>
    <message>
        <source>the map code&apos;s %1 is longer than %2 bytes</source>
        <translation>položka &apos;%1&apos; v kódu mapy je delší než %2 bajtů</translation>
    </message>
    <message>
        <source>the map code&apos;s %1 is not valid UTF-8 text</source>
        <translation>položka &apos;%1&apos; v kódu mapy není platný text UTF-8</translation>
    </message>
    <message>
        <source>the map code&apos;s tiles are not valid (a layout of at most %1 x %1 tiles)</source>
        <translation>dílky v kódu mapy nejsou platné (rozložení nejvýše %1 × %1 dílků)</translation>
    </message>
    <message>
        <source>the map code holds more than a map after its tiles</source>
        <translation>kód mapy obsahuje za dílky ještě další data navíc</translation>
    </message>
    <message>
        <source>the map spans %1 x %2 tiles; a map code carries at most %3 x %3 tiles</source>
        <translation>mapa má rozměr %1 × %2 dílků; kód mapy pojme nejvýše %3 × %3 dílků</translation>
    </message>
    <message>
        <source>a number of the map is beyond what a map file holds (%1)</source>
        <translation>číslo v mapě je mimo rozsah, který pojme soubor mapy (%1)</translation>
    </message>
    <message>
        <source>tile (%1, %2): %3 is not a planet number; a map code carries 7, 8, 9, 10 and 0</source>
        <translation>dílek (%1, %2): %3 není číslo planety; kód mapy pojme 7, 8, 9, 10 a 0</translation>
    </message>
    <message>
        <source>tile (%1, %2): two tiles lie on this place; a map code carries one</source>
        <translation>dílek (%1, %2): na tomto místě leží dva dílky; kód mapy pojme jen jeden</translation>
    </message>
    <message>
        <source>the map code is too long (%1 characters; at most %2)</source>
        <translation>kód mapy je příliš dlouhý (%1 znaků; nejvýše %2)</translation>
    </message>
    <message>
        <source>empty map code</source>
        <translation>prázdný kód mapy</translation>
    </message>
    <message>
        <source>this is not a Quantum map code (a map code starts with &quot;Q1-&quot;)</source>
        <translation>toto není kód mapy Quantum (kód mapy začíná &quot;Q1-&quot;)</translation>
    </message>
    <message>
        <source>the map code was made by a newer version of Quantum (code version %1; this program reads %2); update Quantum to open it</source>
        <translation>kód mapy vytvořila novější verze Quantum (verze kódu %1; tento program čte %2); pro otevření aktualizujte Quantum</translation>
    </message>
    <message>
        <source>the map code uses features this program does not know (flags %1)</source>
        <translation>kód mapy používá funkce, které tento program nezná (příznaky %1)</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>the action is legal</source>
        <translation>akce je povolená</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>hra skončila</translation>
    </message>
    <message>
        <source>it is player %1&apos;s decision, not player %2&apos;s</source>
        <translation>rozhoduje hráč %1, ne hráč %2</translation>
    </message>
    <message>
        <source>the game is still in setup</source>
        <translation>hra je stále v přípravě</translation>
    </message>
    <message>
        <source>setup is over</source>
        <translation>příprava skončila</translation>
    </message>
    <message>
        <source>in the advance-card phase only card picks are possible</source>
        <translation>ve fázi vylepšení lze jen vybírat karty</translation>
    </message>
    <message>
        <source>cards are picked only in the advance-card phase</source>
        <translation>karty se vybírají jen ve fázi vylepšení</translation>
    </message>
    <message>
        <source>no such ship</source>
        <translation>taková loď neexistuje</translation>
    </message>
    <message>
        <source>no actions left this turn</source>
        <translation>v tomto tahu nezbývají žádné akce</translation>
    </message>
    <message>
        <source>constructing needs 2 actions</source>
        <translation>stavba vyžaduje 2 akce</translation>
    </message>
    <message>
        <source>you hold no active %1 card (a card taken this turn works from the next turn)</source>
        <translation>nemáte aktivní kartu %1 (karta získaná v tomto tahu působí až od příštího tahu)</translation>
    </message>
    <message>
        <source>%1 has already been used this turn</source>
        <translation>karta %1 už byla v tomto tahu použita</translation>
    </message>
    <message>
        <source>the CURIOUS move is not possible after an attack this turn</source>
        <translation>pohyb karty ZVÍDAVÝ není po útoku v tomto tahu možný</translation>
    </message>
    <message>
        <source>no attack is possible after the CURIOUS move this turn</source>
        <translation>po pohybu karty ZVÍDAVÝ už v tomto tahu není možný žádný útok</translation>
    </message>
    <message>
        <source>that ship has already moved this turn</source>
        <translation>tato loď se už v tomto tahu pohnula</translation>
    </message>
    <message>
        <source>that ship has already used its ability this turn</source>
        <translation>tato loď už v tomto tahu použila svou schopnost</translation>
    </message>
    <message>
        <source>that ship is not on the map</source>
        <translation>tato loď není na mapě</translation>
    </message>
    <message>
        <source>only a ship in the scrapyard can be deployed</source>
        <translation>nasadit lze jen loď z vrakoviště</translation>
    </message>
    <message>
        <source>that ship is in the reserve and cannot be used</source>
        <translation>tato loď je v záloze a nelze ji použít</translation>
    </message>
    <message>
        <source>a ship is deployed to an empty orbital position of a planet with your cube</source>
        <translation>loď se nasazuje na volnou pozici na oběžné dráze planety s vaší krychlí</translation>
    </message>
    <message>
        <source>there is no enemy ship on that square</source>
        <translation>na tomto poli není žádná nepřátelská loď</translation>
    </message>
    <message>
        <source>a Strike attacks an enemy ship orthogonally next to the Battlestation</source>
        <translation>Úder útočí na nepřátelskou loď přímo vedle bitevní stanice, ne úhlopříčně</translation>
    </message>
    <message>
        <source>the Flagship cannot make that transport: it carries a ship next to it along free squares within its movement and drops it on an empty square next to where it stops</source>
        <translation>vlajková loď nemůže provést tuto přepravu: veze loď ze sousedního pole po volných polích v dosahu svého pohybu a vysadí ji na volné pole vedle místa, kde zastaví</translation>
    </message>
    <message>
        <source>the ship to swap with is not on the map</source>
        <translation>loď, se kterou si má vyměnit místo, není na mapě</translation>
    </message>
    <message>
        <source>a Frigate modifies itself to 3 or 5 only</source>
        <translation>fregata se může upravit jen na 3 nebo na 5</translation>
    </message>
    <message>
        <source>%1 cannot be used for that</source>
        <translation>kartu %1 k tomu nelze použít</translation>
    </message>
    <message>
        <source>dominance is already 1</source>
        <translation>dominance už je na 1</translation>
    </message>
    <message>
        <source>research is already 1</source>
        <translation>výzkum už je na 1</translation>
    </message>
    <message>
        <source>FLEXIBLE changes a ship on the map by one, within 1 to 6</source>
        <translation>PŘIZPŮSOBIVÝ mění loď na mapě o jedna, v rozmezí 1 až 6</translation>
    </message>
    <message>
        <source>that market slot is empty</source>
        <translation>toto místo na trhu je prázdné</translation>
    </message>
    <message>
        <source>EXPANSION can be taken only with a ship in your reserve</source>
        <translation>kartu EXPANZE si lze vzít, jen když máte loď v záloze</translation>
    </message>
    <message>
        <source>only a starting planet that holds no cube can be chosen</source>
        <translation>zvolit lze jen výchozí planetu, na které není žádná krychle</translation>
    </message>
    <message>
        <source>a ship is placed on an empty orbital position of your starting planet</source>
        <translation>loď se umisťuje na volnou pozici na oběžné dráze vaší výchozí planety</translation>
    </message>
    <message>
        <source>research is already 6</source>
        <translation>výzkum už je na 6</translation>
    </message>
    <message>
        <source>the ships in orbit do not add up to the planet&apos;s target, or the planet cannot take your cube</source>
        <translation>lodě na oběžné dráze nedávají v součtu cílovou hodnotu planety, nebo planeta nemůže přijmout vaši krychli</translation>
    </message>
    <message>
        <source>that square cannot be reached by this ship</source>
        <translation>tato loď na toto pole nedosáhne</translation>
    </message>
    <message>
        <source>that enemy ship cannot be attacked from there</source>
        <translation>na tuto nepřátelskou loď odtud nelze zaútočit</translation>
    </message>
    <message>
        <source>not a legal action in this position</source>
        <translation>v této pozici to není povolená akce</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 occupies the square or stays</source>
        <translation>nejprve se čeká na rozhodnutí: hráč %1 obsadí pole, nebo zůstane na místě</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 places the infamy cube</source>
        <translation>nejprve se čeká na rozhodnutí: hráč %1 umístí krychli hanby</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 places a ship</source>
        <translation>nejprve se čeká na rozhodnutí: hráč %1 umístí loď</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 discards a command card</source>
        <translation>nejprve se čeká na rozhodnutí: hráč %1 odhodí příkazovou kartu</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 decides whether to destroy both ships (DANGEROUS)</source>
        <translation>nejprve se čeká na rozhodnutí: hráč %1 rozhoduje, zda zničí obě lodě (NEBEZPEČNÝ)</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 decides whether to re-roll a combat die</source>
        <translation>nejprve se čeká na rozhodnutí: hráč %1 rozhoduje, zda přehodí kostku boje</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 decides whether to re-roll the ship (SCRAPPY)</source>
        <translation>nejprve se čeká na rozhodnutí: hráč %1 rozhoduje, zda přehodí loď (HOUŽEVNATÝ)</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 chooses the ship&apos;s value (CLEVER)</source>
        <translation>nejprve se čeká na rozhodnutí: hráč %1 volí hodnotu lodi (CHYTRÝ)</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 moves a cube (RELOCATION)</source>
        <translation>nejprve se čeká na rozhodnutí: hráč %1 přesouvá krychli (PŘEMÍSTĚNÍ)</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 chooses the ships to reorganize (REORGANIZATION)</source>
        <translation>nejprve se čeká na rozhodnutí: hráč %1 volí lodě k reorganizaci (REORGANIZACE)</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 discards a command card (SABOTAGE)</source>
        <translation>nejprve se čeká na rozhodnutí: hráč %1 odhazuje příkazovou kartu (SABOTÁŽ)</translation>
    </message>
    <message>
        <source>only the ship that won the combat occupies or stays</source>
        <translation>obsadit pole nebo zůstat může jen loď, která vyhrála boj</translation>
    </message>
    <message>
        <source>that planet cannot take the infamy cube</source>
        <translation>tato planeta nemůže přijmout krychli hanby</translation>
    </message>
    <message>
        <source>the new ship cannot be placed there</source>
        <translation>novou loď tam nelze umístit</translation>
    </message>
    <message>
        <source>there is no card in that slot of the hand</source>
        <translation>na tomto místě v ruce není žádná karta</translation>
    </message>
    <message>
        <source>the answer is to use DANGEROUS or to decline</source>
        <translation>odpovědí je použít kartu NEBEZPEČNÝ, nebo odmítnout</translation>
    </message>
    <message>
        <source>that re-roll card cannot be used now</source>
        <translation>tuto kartu na přehození teď nelze použít</translation>
    </message>
    <message>
        <source>the answer is to re-roll with SCRAPPY or to decline</source>
        <translation>odpovědí je přehodit kartou HOUŽEVNATÝ, nebo odmítnout</translation>
    </message>
    <message>
        <source>that value cannot be chosen</source>
        <translation>tuto hodnotu nelze zvolit</translation>
    </message>
    <message>
        <source>that cube cannot be moved there</source>
        <translation>tuto krychli tam nelze přesunout</translation>
    </message>
    <message>
        <source>those ships cannot be reorganized</source>
        <translation>tyto lodě nelze reorganizovat</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>it is damaged, or it ends in the middle</source>
        <translation>je poškozená nebo končí uprostřed</translation>
    </message>
    <message>
        <source>it is a saved game of Qwantum, not of Quantum</source>
        <translation>je to uložená hra Qwantum, ne Quantum</translation>
    </message>
    <message>
        <source>it is not a saved game of Quantum</source>
        <translation>není to uložená hra Quantum</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Quantum: update Quantum to open it</source>
        <translation>byla uložena novější verzí hry Quantum: chcete-li ji otevřít, aktualizujte Quantum</translation>
    </message>
    <message>
        <source>it holds a position that no game of Quantum can reach (was it changed by hand?)</source>
        <translation>obsahuje pozici, ke které žádná hra Quantum nemůže dojít (byla ručně upravena?)</translation>
    </message>
    <message>
        <source>parts of the saved game are missing or wrong</source>
        <translation>části uložené hry chybějí nebo jsou chybné</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>Computer %1</source>
        <translation>Počítač %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>action %1 of %2 in its history is not legal where it stands</source>
        <translation>akce %1 z %2 v historii hry není v dané pozici povolená</translation>
    </message>
    <message>
        <source>its history does not arrive at the position it saved</source>
        <translation>historie hry nevede k uložené pozici</translation>
    </message>
</context>
<context>
    <name>ShippedMaps</name>
    <message>
        <source>A long diagonal corridor through the Void; two rich 10-planets touch it only at a corner, so only Interceptors and Flagship drops reach them.</source>
        <translation>Dlouhá úhlopříčná chodba Prázdnotou; dvě bohaté planety 10 se jí dotýkají jen rohem, takže se k nim dostanou jen stíhačky a lodě vysazené vlajkovou lodí.</translation>
    </message>
    <message>
        <source>A small duel around a central Void: every ship parked in it feeds research, but leaves the ring of planets open.</source>
        <translation>Malý souboj kolem středové Prázdnoty: každá loď, která v ní zaparkuje, živí výzkum, ale nechává prstenec planet nechráněný.</translation>
    </message>
    <message>
        <source>Basic 2-player map (second printing).</source>
        <translation>Základní mapa pro 2 hráče (druhé vydání).</translation>
    </message>
    <message>
        <source>Basic 3-player map (second printing).</source>
        <translation>Základní mapa pro 3 hráče (druhé vydání).</translation>
    </message>
    <message>
        <source>Basic 4-player map (second printing).</source>
        <translation>Základní mapa pro 4 hráče (druhé vydání).</translation>
    </message>
    <message>
        <source>Each fleet has its own 10-planet two tiles from home and the other two four tiles away, with a Void between the northern pair.</source>
        <translation>Každá flotila má vlastní planetu 10 dva dílky od domova a další dvě čtyři dílky daleko, s Prázdnotou mezi severní dvojicí.</translation>
    </message>
    <message>
        <source>Four arms turn around a central 10-planet, each fleet at the tip of its own arm.</source>
        <translation>Čtyři ramena se točí kolem středové planety 10, každá flotila na konci svého ramene.</translation>
    </message>
    <message>
        <source>Four rich 10-planets hang off the corners of a ring around the Void, joined to it only by a corner, so only Interceptors and Flagship drops reach them.</source>
        <translation>Čtyři bohaté planety 10 visí z rohů prstence kolem Prázdnoty a navazují na něj jen rohem, takže se k nim dostanou jen stíhačky a lodě vysazené vlajkovou lodí.</translation>
    </message>
    <message>
        <source>Published layout.</source>
        <translation>Publikované rozložení.</translation>
    </message>
    <message>
        <source>Three fleets on three arms of a compass around a central Void, four tiles from each other and from the lone 10-planet on the fourth arm.</source>
        <translation>Tři flotily na třech ramenech kompasové růžice kolem středové Prázdnoty, čtyři dílky od sebe navzájem i od osamělé planety 10 na čtvrtém rameni.</translation>
    </message>
</context>
<context>
    <name>TileMime</name>
    <message>
        <source>the data holds no map tiles</source>
        <translation>data neobsahují žádné dílky mapy</translation>
    </message>
    <message>
        <source>the tile data is larger than %1 KiB</source>
        <translation>data dílků jsou větší než %1 KiB</translation>
    </message>
    <message>
        <source>the tile data is damaged or not the map editor&apos;s</source>
        <translation>data dílků jsou poškozená nebo nepocházejí z editoru map</translation>
    </message>
    <message>
        <source>the tile data holds no tiles</source>
        <translation>data dílků neobsahují žádné dílky</translation>
    </message>
    <message>
        <source>the tile data holds %1 tiles; a map has at most %2</source>
        <translation>data obsahují dílků: %1; mapa jich má nejvýše %2</translation>
    </message>
    <message>
        <source>tile %1 of the data is malformed</source>
        <translation>dílek %1 v datech je poškozený</translation>
    </message>
    <message>
        <source>tile %1 of the data has the planet number %2 (a tile holds 7 to 10, or 0 for the Void)</source>
        <translation>dílek %1 v datech má číslo planety %2 (dílek má 7 až 10, nebo 0 pro Prázdnotu)</translation>
    </message>
    <message>
        <source>the tile data puts two tiles on the place (%1, %2)</source>
        <translation>data dílků kladou dva dílky na místo (%1, %2)</translation>
    </message>
    <message>
        <source>the tiles span %1 x %2 places; at most %3 x %3 fit on a map</source>
        <translation>dílky zabírají %1 x %2 míst; na mapu se vejde nejvýše %3 x %3</translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message numerus="yes">
        <source>Place %n tile(s)</source>
        <translation>
            <numerusform>Položit %n dílek</numerusform>
            <numerusform>Položit %n dílky</numerusform>
            <numerusform>Položit %n dílků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n tile(s)</source>
        <translation>
            <numerusform>Odebrat %n dílek</numerusform>
            <numerusform>Odebrat %n dílky</numerusform>
            <numerusform>Odebrat %n dílků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n tile(s) the Void</source>
        <translation>
            <numerusform>Změnit %n dílek na Prázdnotu</numerusform>
            <numerusform>Změnit %n dílky na Prázdnotu</numerusform>
            <numerusform>Změnit %n dílků na Prázdnotu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set %n planet(s) to %1</source>
        <translation>
            <numerusform>Nastavit %n planetu na %1</numerusform>
            <numerusform>Nastavit %n planety na %1</numerusform>
            <numerusform>Nastavit %n planet na %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mark %n starting planet(s)</source>
        <translation>
            <numerusform>Označit %n výchozí planetu</numerusform>
            <numerusform>Označit %n výchozí planety</numerusform>
            <numerusform>Označit %n výchozích planet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unmark %n starting planet(s)</source>
        <translation>
            <numerusform>Zrušit označení %n výchozí planety</numerusform>
            <numerusform>Zrušit označení %n výchozích planet</numerusform>
            <numerusform>Zrušit označení %n výchozích planet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::AboutDialog</name>
    <message>
        <source>Quantum %1</source>
        <translation>Quantum %1</translation>
    </message>
    <message>
        <source>Quantum is a board game by Eric Zimmerman. This program is an unofficial, fan-made version of it for the computer, not affiliated with or endorsed by the game&apos;s designer or its publishers.</source>
        <translation>Quantum je desková hra od Erica Zimmermana. Tento program je její neoficiální počítačová verze vytvořená fanoušky, bez vazby na autora hry či její vydavatele a bez jejich schválení.</translation>
    </message>
    <message>
        <source>The published layouts among the shipped maps are transcribed from the maps printed with the game and from layouts shared by its players. The art, the sounds, the texts and the other maps are the project&apos;s own.</source>
        <translation>Publikovaná rozložení mezi dodávanými mapami jsou převzata z map vytištěných se hrou a z rozložení sdílených jejími hráči. Grafika, zvuky, texty a ostatní mapy jsou vlastním dílem projektu.</translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or any later version. It comes with absolutely no warranty.</source>
        <translation>Tento program je svobodný software: můžete jej šířit a/nebo upravovat za podmínek GNU General Public License, verze 3 nebo jakékoli pozdější verze. Je poskytován zcela bez záruky.</translation>
    </message>
    <message>
        <source>Home page</source>
        <translation>Domovská stránka</translation>
    </message>
    <message>
        <source>GNU General Public License</source>
        <translation>GNU General Public License</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Sestaveno s Qt %1, běží na Qt %2.</translation>
    </message>
    <message>
        <source>About Quantum</source>
        <translation>O hře Quantum</translation>
    </message>
</context>
<context>
    <name>quantum::CardGallery</name>
    <message>
        <source>Card gallery</source>
        <translation>Galerie karet</translation>
    </message>
    <message numerus="yes">
        <source>All %n card(s) of the game. Hover a card to read its whole text.</source>
        <translation>
            <numerusform>%n karta hry. Najeďte myší na kartu, chcete-li si přečíst celý její text.</numerusform>
            <numerusform>Všechny %n karty hry. Najeďte myší na kartu, chcete-li si přečíst celý její text.</numerusform>
            <numerusform>Všech %n karet hry. Najeďte myší na kartu, chcete-li si přečíst celý její text.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gambit cards</source>
        <translation>Gambitové karty</translation>
    </message>
    <message>
        <source>Used once, at once, then discarded.</source>
        <translation>Použijí se jednou, ihned, a pak se odhodí.</translation>
    </message>
    <message>
        <source>Command cards</source>
        <translation>Příkazové karty</translation>
    </message>
    <message>
        <source>Kept (up to three) and active once the turn in which they were taken has ended. Each exists once.</source>
        <translation>Ponechávají se (až tři) a působí od konce tahu, ve kterém byly vzaty. Každá existuje jen jednou.</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <translation>
            <numerusform>%n kus v balíčku</numerusform>
            <numerusform>%n kusy v balíčku</numerusform>
            <numerusform>%n kusů v balíčku</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::CardPicker</name>
    <message numerus="yes">
        <source>%1, take %n card(s): gambits act at once, command cards stay with you.</source>
        <translation>
            <numerusform>%1, vezměte si %n kartu: gambity působí ihned, příkazové karty vám zůstanou.</numerusform>
            <numerusform>%1, vezměte si %n karty: gambity působí ihned, příkazové karty vám zůstanou.</numerusform>
            <numerusform>%1, vezměte si %n karet: gambity působí ihned, příkazové karty vám zůstanou.</numerusform>
        </translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Vzít: %1</translation>
    </message>
    <message>
        <source>Cannot be taken now</source>
        <translation>Teď ji nelze vzít</translation>
    </message>
    <message>
        <source>Refresh all six cards (uses this pick)</source>
        <translation>Obnovit všech šest karet (spotřebuje tento výběr)</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Prohlédnout herní plán</translation>
    </message>
</context>
<context>
    <name>quantum::ChartWidget</name>
    <message>
        <source>Cubes placed</source>
        <translation>Umístěné krychle</translation>
    </message>
    <message>
        <source>Dominance</source>
        <translation>Dominance</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Výzkum</translation>
    </message>
    <message numerus="yes">
        <source>Over %n turn(s)</source>
        <translation>
            <numerusform>Během %n tahu</numerusform>
            <numerusform>Během %n tahů</numerusform>
            <numerusform>Během %n tahů</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::ChatPanel</name>
    <message>
        <source>&lt;b&gt;&lt;span style=&quot;color:%1&quot;&gt;%2&lt;/span&gt;&lt;/b&gt;: %3</source>
        <extracomment>A chat line: the speaker&apos;s name (in their colour), then what they wrote.</extracomment>
        <translation>&lt;b&gt;&lt;span style=&quot;color:%1&quot;&gt;%2&lt;/span&gt;&lt;/b&gt;: %3</translation>
    </message>
    <message>
        <source>Write to everyone</source>
        <translation>Napsat všem</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Odeslat</translation>
    </message>
</context>
<context>
    <name>quantum::CombatBanner</name>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1 útočí na hráče %2</translation>
    </message>
    <message>
        <source>ship %1 + roll …</source>
        <translation>loď %1 + hod …</translation>
    </message>
    <message>
        <source>ship %1 + roll %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>loď %1 + hod %2 = &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>ship %1 + roll %2 %3 cards = &lt;b&gt;%4&lt;/b&gt;</source>
        <extracomment>The combat banner: a ship&apos;s value %1 plus its die %2, then %3 the cards&apos; bonus written as &quot;+ 2&quot; or &quot;− 1&quot;, equals the total %4.</extracomment>
        <translation>loď %1 + hod %2 %3 karty = &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Attack: %1</source>
        <translation>Útok: %1</translation>
    </message>
    <message>
        <source>Defence: %1</source>
        <translation>Obrana: %1</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>Hází se…</translation>
    </message>
</context>
<context>
    <name>quantum::CommandSheet</name>
    <message>
        <source>No command cards.</source>
        <translation>Žádné příkazové karty.</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (počítač)</translation>
    </message>
    <message>
        <source>Dominance %1</source>
        <translation>Dominance %1</translation>
    </message>
    <message>
        <source>Research %1</source>
        <translation>Výzkum %1</translation>
    </message>
    <message numerus="yes">
        <source>Dominance %1 · Research %2&lt;br&gt;%n cube(s) left to place</source>
        <translation>
            <numerusform>Dominance %1 · Výzkum %2&lt;br&gt;Zbývá umístit %n krychli</numerusform>
            <numerusform>Dominance %1 · Výzkum %2&lt;br&gt;Zbývá umístit %n krychle</numerusform>
            <numerusform>Dominance %1 · Výzkum %2&lt;br&gt;Zbývá umístit %n krychlí</numerusform>
        </translation>
    </message>
    <message>
        <source>Ships to place:</source>
        <translation>Lodě k umístění:</translation>
    </message>
    <message>
        <source>Scrapyard:</source>
        <translation>Vrakoviště:</translation>
    </message>
    <message>
        <source>A %1 in the scrapyard: click to deploy or reconfigure it.</source>
        <translation>%1 na vrakovišti: kliknutím ji nasadíte nebo přeměníte.</translation>
    </message>
    <message>
        <source>Scrapyard ship %1</source>
        <translation>Loď na vrakovišti %1</translation>
    </message>
    <message>
        <source>Scrapyard empty.</source>
        <translation>Vrakoviště je prázdné.</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) in reserve</source>
        <translation>
            <numerusform>%n loď v záloze</numerusform>
            <numerusform>%n lodě v záloze</numerusform>
            <numerusform>%n lodí v záloze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) left</source>
        <translation>
            <numerusform>Zbývá %n akce</numerusform>
            <numerusform>Zbývají %n akce</numerusform>
            <numerusform>Zbývá %n akcí</numerusform>
        </translation>
    </message>
    <message>
        <source>Deciding now</source>
        <translation>Právě rozhoduje</translation>
    </message>
</context>
<context>
    <name>quantum::EndPage</name>
    <message>
        <source>Rematch</source>
        <translation>Odveta</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>Zpět na úvodní stránku</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <translation>Přehrát hru</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Vítězí %1!</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 cubes, dominance %4, research %5</source>
        <translation>%1: krychle %2 z %3, dominance %4, výzkum %5</translation>
    </message>
</context>
<context>
    <name>quantum::GamePage</name>
    <message>
        <source>Which way?</source>
        <translation>Kudy?</translation>
    </message>
    <message>
        <source>This square can be reached in more than one way.</source>
        <translation>Na toto pole vede více cest.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <source>Hint: looking for a good answer…</source>
        <translation>Nápověda: hledám dobrou odpověď…</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <extracomment>The prompt line of a hint; %1 is an answer button&apos;s text (an action).</extracomment>
        <translation>Nápověda: %1.</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Ukončit tah</translation>
    </message>
    <message numerus="yes">
        <source>You still have %n action(s) left. End the turn anyway?</source>
        <translation>
            <numerusform>Ještě vám zbývá %n akce. Přesto ukončit tah?</numerusform>
            <numerusform>Ještě vám zbývají %n akce. Přesto ukončit tah?</numerusform>
            <numerusform>Ještě vám zbývá %n akcí. Přesto ukončit tah?</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins the battle: the defending ship is destroyed.</source>
        <translation>%1 vyhrává bitvu: bránící se loď je zničena.</translation>
    </message>
    <message>
        <source>%1 holds: the attack is repelled.</source>
        <translation>%1 odolává: útok je odražen.</translation>
    </message>
    <message>
        <source>The battle waits for a re-roll decision.</source>
        <translation>Bitva čeká na rozhodnutí o přehození.</translation>
    </message>
    <message>
        <source>The starting planets still free are circled in gold.</source>
        <translation>Dosud volné výchozí planety jsou zakroužkované zlatě.</translation>
    </message>
    <message>
        <source>Take a card over the board or in the market beside it, or refresh all six.</source>
        <translation>Vezměte kartu nad herním plánem nebo na trhu vedle něj, nebo obnovte všech šest.</translation>
    </message>
    <message>
        <source>Show the cards</source>
        <translation>Ukázat karty</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Zpět (Ctrl+Z)</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Ukončit tah (E)</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Hra je pozastavena.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 přemýšlí…</translation>
    </message>
    <message>
        <source>%1 is deciding…</source>
        <translation>%1 se rozhoduje…</translation>
    </message>
    <message>
        <source>Other players&apos; moves are shown step by step; the last move of each stays marked on the board until your turn ends.</source>
        <translation>Tahy ostatních hráčů se ukazují krok za krokem; poslední tah každého z nich zůstane na herním plánu vyznačen, dokud neskončí váš tah.</translation>
    </message>
    <message>
        <source>Hand the game over to %1.</source>
        <translation>Předejte hru hráči %1.</translation>
    </message>
    <message>
        <source>%1 must answer: %2 Press the button when %1 is at the screen.</source>
        <translation>%1 musí odpovědět: %2 Stiskněte tlačítko, až bude %1 u obrazovky.</translation>
    </message>
    <message>
        <source>The next decision is %1&apos;s. Press the button when %1 is at the screen.</source>
        <translation>Další rozhodnutí patří hráči %1. Stiskněte tlačítko, až bude %1 u obrazovky.</translation>
    </message>
    <message>
        <source>I am %1, continue</source>
        <translation>Jsem %1, pokračovat</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Vybrat</translation>
    </message>
    <message>
        <source>You can also click the defender&apos;s square to occupy it, or your attack-from square to stay.</source>
        <translation>Můžete také kliknout na pole obránce a obsadit ho, nebo na pole, ze kterého útočíte, a zůstat.</translation>
    </message>
    <message>
        <source>You can also click a highlighted square on the board.</source>
        <translation>Můžete také kliknout na zvýrazněné pole na herním plánu.</translation>
    </message>
    <message>
        <source>You can also click on the board the planet the cube leaves, then the planet it goes to.</source>
        <translation>Můžete také na herním plánu kliknout na planetu, kterou krychle opouští, a pak na planetu, kam přejde.</translation>
    </message>
    <message>
        <source>Now click the planet the cube goes to from %1 (circled in gold), or right-click to choose again.</source>
        <translation>Krychle odchází z planety %1. Nyní klikněte na planetu, kam přejde (zakroužkovanou zlatě), nebo kliknutím pravým tlačítkem vyberte znovu.</translation>
    </message>
    <message>
        <source>Place your %1: click one of the highlighted orbital positions.</source>
        <translation>Na řadě je vaše %1: klikněte na jednu ze zvýrazněných pozic na oběžné dráze.</translation>
    </message>
    <message>
        <source>%1 at %2: %3% to win, if it does not destroy both ships</source>
        <translation>%1 (%2): šance na výhru %3 %, pokud nezničí obě lodě</translation>
    </message>
    <message>
        <source>%1 at %2: %3% to win</source>
        <translation>%1 (%2): šance na výhru %3 %</translation>
    </message>
    <message>
        <source>Transport…</source>
        <translation>Přeprava…</translation>
    </message>
    <message>
        <source>Cancel selection</source>
        <translation>Zrušit výběr</translation>
    </message>
    <message>
        <source>Your %1 is in the scrapyard: click a highlighted orbital position to deploy it.</source>
        <translation>Vaše %1 je na vrakovišti: nasaďte ji kliknutím na zvýrazněnou pozici na oběžné dráze.</translation>
    </message>
    <message numerus="yes">
        <source>Your %1: %n square(s) to move to (green), %2 to attack (red).</source>
        <translation>
            <numerusform>Vaše %1: %n pole k pohybu (zeleně), %2 k útoku (červeně).</numerusform>
            <numerusform>Vaše %1: %n pole k pohybu (zeleně), %2 k útoku (červeně).</numerusform>
            <numerusform>Vaše %1: %n polí k pohybu (zeleně), %2 k útoku (červeně).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n target(s)</source>
        <translation>
            <numerusform>%n cíl</numerusform>
            <numerusform>%n cíle</numerusform>
            <numerusform>%n cílů</numerusform>
        </translation>
    </message>
    <message>
        <source>Odds of winning, every card counted: %1.</source>
        <translation>Šance na výhru se započtením všech karet: %1.</translation>
    </message>
    <message>
        <source>A target can be attacked from more than one square: point at its side you attack from (with the arrow keys: come onto it from that side); the arrow shows the path before you click.</source>
        <translation>Na cíl lze zaútočit z více polí: ukažte na stranu, ze které útočíte (šipkami: přijeďte na něj z té strany); šipka ukáže cestu dřív, než kliknete.</translation>
    </message>
    <message>
        <source>Research (R): 1 action</source>
        <translation>Výzkum (R): 1 akce</translation>
    </message>
    <message>
        <source>Click one of your ships to see its moves, or a gold-circled planet to construct (2 actions).</source>
        <translation>Klikněte na některou ze svých lodí a uvidíte její pohyby, nebo na zlatě zakroužkovanou planetu a stavějte (2 akce).</translation>
    </message>
    <message>
        <source>Click one of your ships to see its moves and attacks.</source>
        <translation>Klikněte na některou ze svých lodí a uvidíte její pohyby a útoky.</translation>
    </message>
    <message>
        <source>Transport: click the ship the Flagship carries.</source>
        <translation>Přeprava: klikněte na loď, kterou vlajková loď ponese.</translation>
    </message>
    <message>
        <source>Your ships around the Flagship that it can carry are highlighted in blue.</source>
        <translation>Vaše lodě kolem vlajkové lodi, které může nést, jsou zvýrazněny modře.</translation>
    </message>
    <message>
        <source>Transport: click where the Flagship flies with the %1.</source>
        <translation>Přeprava: klikněte, kam vlajková loď doletí (nese: %1).</translation>
    </message>
    <message>
        <source>The highlighted squares are the Flagship&apos;s destinations; the arrow shows the flight.</source>
        <translation>Zvýrazněná pole jsou cíle vlajkové lodi; šipka ukazuje let.</translation>
    </message>
    <message>
        <source>Transport: click where the %1 lands, around %2.</source>
        <translation>Přeprava: klikněte, kam kolem cíle (%2) přistane %1.</translation>
    </message>
    <message>
        <source>The highlighted squares are free around the destination; the square the Flagship leaves, %1, is one of them.</source>
        <translation>Zvýrazněná pole kolem cíle jsou volná; patří mezi ně i pole, které vlajková loď opouští (%1).</translation>
    </message>
    <message>
        <source>The highlighted squares are free around the destination.</source>
        <translation>Zvýrazněná pole kolem cíle jsou volná.</translation>
    </message>
    <message>
        <source>Cancel the transport</source>
        <translation>Zrušit přepravu</translation>
    </message>
    <message>
        <source>%1: free</source>
        <translation>%1: zdarma</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n action(s)</source>
        <translation>
            <numerusform>%1: %n akce</numerusform>
            <numerusform>%1: %n akce</numerusform>
            <numerusform>%1: %n akcí</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::HostDialog</name>
    <message>
        <source>This computer&apos;s host key cannot be used: %1</source>
        <translation>Klíč hostitele tohoto počítače nelze použít: %1</translation>
    </message>
    <message>
        <source>Host a network game</source>
        <translation>Hostovat síťovou hru</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Místa</translation>
    </message>
    <message>
        <source>Open for a player</source>
        <translation>Volné pro hráče</translation>
    </message>
    <message>
        <source>You play this seat</source>
        <translation>Na tomto místě hrajete vy</translation>
    </message>
    <message>
        <source>The name others see in their list</source>
        <translation>Název, který ostatní uvidí ve svém seznamu</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Vaše jméno u stolu</translation>
    </message>
    <message>
        <source>none: anyone may join</source>
        <translation>žádné: připojit se může kdokoli</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>Libovolný volný port</translation>
    </message>
    <message>
        <source>Let friends &amp;elsewhere join (ask the router to open the port)</source>
        <translation>Umožnit připojení přátel &amp;odjinud (požádat router o otevření portu)</translation>
    </message>
    <message>
        <source>While the game is hosted, the router forwards the port to this computer (UPnP), and the lobby shows the address to give to players outside this network. If the router cannot, the lobby says which port to forward by hand.</source>
        <translation>Dokud je hra hostována, router přesměruje port na tento počítač (UPnP) a čekárna ukáže adresu, kterou dáte hráčům mimo tuto síť. Pokud to router nedokáže, čekárna uvede, který port je třeba přesměrovat ručně.</translation>
    </message>
    <message>
        <source>&amp;Game name:</source>
        <translation>&amp;Název hry:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Vaše jméno:</translation>
    </message>
    <message>
        <source>Pass&amp;word (optional):</source>
        <translation>H&amp;eslo (nepovinné):</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Others type:</source>
        <translation>Ostatní zadají:</translation>
    </message>
    <message>
        <source>Open the lobby</source>
        <translation>Otevřít čekárnu</translation>
    </message>
    <message>
        <source>PORT</source>
        <translation>PORT</translation>
    </message>
    <message>
        <source>No network was found; players on this computer can join at %1.</source>
        <translation>Nebyla nalezena žádná síť; hráči na tomto počítači se mohou připojit na %1.</translation>
    </message>
    <message>
        <source>After the # is this computer&apos;s code: players who join see it in their lobby and can compare it with yours.</source>
        <translation>Za znakem # je kód tohoto počítače: hráči, kteří se připojí, ho uvidí ve své čekárně a mohou ho porovnat s vaším.</translation>
    </message>
    <message>
        <source>The game cannot listen on port %1: %2. Choose another port.</source>
        <translation>Hra nemůže naslouchat na portu %1: %2. Zvolte jiný port.</translation>
    </message>
    <message>
        <source>The game cannot listen for players: %1</source>
        <translation>Hra nemůže čekat na hráče: %1</translation>
    </message>
    <message>
        <source>Host a network game of Qwantum</source>
        <translation>Hostovat síťovou hru Qwantum</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Hráči:</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
</context>
<context>
    <name>quantum::JoinDialog</name>
    <message>
        <source>&quot;%1&quot; after the # is not a host&apos;s code: a code is two groups of five letters and digits, such as K7QM4-X2PDR.</source>
        <translation>„%1“ za znakem # není kód hostitele: kód tvoří dvě skupiny po pěti písmenech a číslicích, např. K7QM4-X2PDR.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, such as 192.168.1.20:%1, or choose a game from the list.</source>
        <translation>Zadejte adresu hostitele, např. 192.168.1.20:%1, nebo vyberte hru ze seznamu.</translation>
    </message>
    <message>
        <source>The address &quot;%1&quot; is not complete.</source>
        <translation>Adresa „%1“ není úplná.</translation>
    </message>
    <message>
        <source>The address &quot;%1&quot; cannot be read.</source>
        <translation>Adresu „%1“ nelze přečíst.</translation>
    </message>
    <message>
        <source>A port number is missing after the colon in &quot;%1&quot;.</source>
        <translation>V „%1“ chybí za dvojtečkou číslo portu.</translation>
    </message>
    <message>
        <source>The address &quot;%1&quot; has no host.</source>
        <translation>Adresa „%1“ neobsahuje hostitele.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither an address nor a computer&apos;s name.</source>
        <translation>„%1“ není adresa ani název počítače.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535, not &quot;%1&quot;.</source>
        <translation>Port musí být číslo od 1 do 65535, ne „%1“.</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>Připojit se k síťové hře</translation>
    </message>
    <message>
        <source>Games on your network:</source>
        <translation>Hry ve vaší síti:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Hra</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Volná místa</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hostitel</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Kód</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Verze</translation>
    </message>
    <message>
        <source>address:port, such as 192.168.1.20:%1, and the host&apos;s code after a #</source>
        <translation>adresa:port, např. 192.168.1.20:%1, a za znakem # kód hostitele</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>Vaše jméno u stolu</translation>
    </message>
    <message>
        <source>only if the game has one</source>
        <translation>jen pokud ho hra má</translation>
    </message>
    <message>
        <source>Only watch the game (no seat)</source>
        <translation>Jen sledovat hru (bez místa)</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Hostitel:</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Vaše jméno:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>H&amp;eslo:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Připojit se</translation>
    </message>
    <message>
        <source>&amp;Trust the new code</source>
        <translation>&amp;Důvěřovat novému kódu</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Síťová hra</translation>
    </message>
    <message>
        <source>%1 (password)</source>
        <translation>%1 (heslo)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>The host&apos;s code: its player can read it to you from their lobby, to be sure this is their game.</source>
        <translation>Kód hostitele: hráč, který hru hostí, vám ho může přečíst ze své čekárny, abyste měli jistotu, že jde o jeho hru.</translation>
    </message>
    <message>
        <source>This game asks for a password.</source>
        <translation>Tato hra vyžaduje heslo.</translation>
    </message>
    <message>
        <source>Another version of Quantum: this program cannot join it.</source>
        <translation>Jiná verze hry Quantum: tento program se k ní nemůže připojit.</translation>
    </message>
    <message>
        <source>No game has answered yet. If a friend is hosting, type the address their host dialog shows (such as 192.168.1.20:%1) under Host below and press Join: a firewall, or a network that does not pass on broadcasts, can keep a game out of this list.</source>
        <translation>Zatím neodpověděla žádná hra. Pokud hru hostí přítel, zadejte níže do pole Hostitel adresu, kterou ukazuje jeho dialog hostování (např. 192.168.1.20:%1), a stiskněte Připojit se: hru může z tohoto seznamu vynechat firewall nebo síť, která nepředává všesměrové vysílání.</translation>
    </message>
    <message>
        <source>Games hosted on this network appear here by themselves. A game not listed can be joined by its address.</source>
        <translation>Hry hostované v této síti se tu objeví samy. K hře, která v seznamu není, se lze připojit podle její adresy.</translation>
    </message>
    <message>
        <source>Type your name: the other players see it at the table.</source>
        <translation>Zadejte své jméno: ostatní hráči ho uvidí u stolu.</translation>
    </message>
    <message>
        <source>The host turned the request down: %1</source>
        <translation>Hostitel žádost odmítl: %1</translation>
    </message>
    <message>
        <source>The program at %1 answers, but not as this version of Quantum: %2</source>
        <translation>Program na %1 odpovídá, ale ne jako tato verze hry Quantum: %2</translation>
    </message>
    <message>
        <source>No game answers at %1. Check the address and that the game is still open.</source>
        <translation>Na %1 neodpovídá žádná hra. Zkontrolujte adresu a zda je hra stále otevřená.</translation>
    </message>
    <message>
        <source>The host at %1 shows the code %2, not %3. Check the code with the host&apos;s player: another computer may be pretending to be the host.</source>
        <translation>Hostitel na %1 ukazuje kód %2, ne %3. Ověřte kód s hráčem, který hru hostí: za hostitele se možná vydává jiný počítač.</translation>
    </message>
    <message>
        <source>Warning: the host at %1 is not the one you joined there before. Its code was %2 and is now %3. If the host&apos;s player confirms the new code (a new computer, or Quantum installed anew), press Trust the new code; otherwise another computer may be pretending to be the host.</source>
        <translation>Varování: hostitel na %1 není ten, ke kterému jste se tam připojili dříve. Jeho kód byl %2 a nyní je %3. Pokud hráč, který hru hostí, nový kód potvrdí (nový počítač nebo znovu nainstalovaný Quantum), stiskněte Důvěřovat novému kódu; jinak se za hostitele možná vydává jiný počítač.</translation>
    </message>
</context>
<context>
    <name>quantum::KeyboardHelpDialog</name>
    <message>
        <source>Arrow keys</source>
        <extracomment>Keyboard help: the arrow keys move the board cursor (not a ship).</extracomment>
        <translation>Šipky</translation>
    </message>
    <message>
        <source>Move the cursor over the board</source>
        <translation>Posun kurzoru po herním plánu</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Enter nebo mezerník</translation>
    </message>
    <message>
        <source>Select the ship or the square under the cursor; confirm</source>
        <translation>Výběr lodi nebo pole pod kurzorem; potvrzení</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Go to the next or previous choice on the board</source>
        <translation>Přechod na další nebo předchozí volbu na herním plánu</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancel the selection</source>
        <translation>Zrušení výběru</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Klávesnice</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Klávesa</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Co dělá</translation>
    </message>
    <message>
        <source>1 to 7</source>
        <translation>1 až 7</translation>
    </message>
    <message>
        <source>Mark a die for the re-roll (1 the white die), or unmark it</source>
        <translation>Označit kostku k přehození (1 je bílá kostka), nebo označení zrušit</translation>
    </message>
    <message>
        <source>Re-roll the marked dice</source>
        <translation>Přehodit označené kostky</translation>
    </message>
    <message>
        <source>Choose a row that takes a sum on your sheet</source>
        <translation>Vybrat na vyplňovacím lístku řádek, do kterého lze zapsat součet</translation>
    </message>
    <message>
        <source>Write in the row chosen; confirm</source>
        <translation>Zapsat do vybraného řádku; potvrdit</translation>
    </message>
    <message>
        <source>Backspace or Escape</source>
        <translation>Backspace nebo Esc</translation>
    </message>
    <message>
        <source>Take the choice back</source>
        <translation>Vzít volbu zpět</translation>
    </message>
    <message>
        <source>Mark a misthrow (the active player)</source>
        <translation>Zaškrtnout chybu (aktivní hráč)</translation>
    </message>
    <message>
        <source>Pass (phase 2)</source>
        <translation>Nezapsat nic (fáze 2)</translation>
    </message>
    <message>
        <source>Show the faces of the dice</source>
        <translation>Ukázat stěny kostek</translation>
    </message>
</context>
<context>
    <name>quantum::LoadGameDialog</name>
    <message>
        <source>Load game</source>
        <translation>Načíst hru</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Načíst</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Procházet…</translation>
    </message>
    <message>
        <source>Quantum saves (*.quantum-save *.json);;All files (*)</source>
        <translation>Uložené hry Quantum (*.quantum-save *.json);;Všechny soubory (*)</translation>
    </message>
    <message>
        <source>The interrupted game (autosave)</source>
        <translation>Přerušená hra (automatické uložení)</translation>
    </message>
    <message>
        <source>The interrupted game, a turn earlier (previous autosave)</source>
        <translation>Přerušená hra o tah dříve (předchozí automatické uložení)</translation>
    </message>
    <message>
        <source>No saved games yet. Browse… opens a save from anywhere.</source>
        <translation>Zatím žádné uložené hry. Tlačítko Procházet… otevře uloženou hru odkudkoli.</translation>
    </message>
    <message>
        <source>This game cannot be opened.&lt;br&gt;&lt;br&gt;Reason: %1</source>
        <translation>Tuto hru nelze otevřít.&lt;br&gt;&lt;br&gt;Důvod: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n cube(s) placed)</source>
        <translation>
            <numerusform>%1 (umístěna %n krychle)</numerusform>
            <numerusform>%1 (umístěny %n krychle)</numerusform>
            <numerusform>%1 (umístěno %n krychlí)</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Příprava</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tah %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Saved %3&lt;br&gt;&lt;br&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Uloženo %3&lt;br&gt;&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 b.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Qwantum&lt;/b&gt;&lt;br&gt;Roll %1&lt;br&gt;Saved %2&lt;br&gt;&lt;br&gt;%3</source>
        <translation>&lt;b&gt;Qwantum&lt;/b&gt;&lt;br&gt;Hod %1&lt;br&gt;Uloženo %2&lt;br&gt;&lt;br&gt;%3</translation>
    </message>
</context>
<context>
    <name>quantum::LobbyPage</name>
    <message>
        <source>Computer: %1</source>
        <translation>Počítač: %1</translation>
    </message>
    <message>
        <source>Open seat</source>
        <translation>Volné místo</translation>
    </message>
    <message>
        <source>The host</source>
        <translation>Hostitel</translation>
    </message>
    <message>
        <source>%1 (the host)</source>
        <translation>%1 (hostitel)</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vy)</translation>
    </message>
    <message>
        <source>%1 (the computer plays meanwhile)</source>
        <translation>%1 (mezitím hraje počítač)</translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <translation>%1 (nepřítomen)</translation>
    </message>
    <message>
        <source>%1 is locked out for a few minutes: too many wrong passwords or seat tokens came from there.</source>
        <translation>Adresa %1 je na několik minut zablokována: odtud přišlo příliš mnoho nesprávných hesel nebo žetonů místa.</translation>
    </message>
    <message>
        <source>A connection from %1 gave a seat token this game does not know (failure %2 from there).</source>
        <translation>Spojení z %1 předložilo žeton místa, který tato hra nezná (%2. neúspěch odtud).</translation>
    </message>
    <message>
        <source>A connection from %1 gave a wrong password (failure %2 from there).</source>
        <translation>Spojení z %1 předložilo nesprávné heslo (%2. neúspěch odtud).</translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <translation>%1 se připojuje.</translation>
    </message>
    <message>
        <source>%1 left.</source>
        <translation>%1 odchází.</translation>
    </message>
    <message>
        <source>Swap with %1</source>
        <translation>Vyměnit s místem: %1</translation>
    </message>
    <message>
        <source>Open for a player</source>
        <translation>Volné pro hráče</translation>
    </message>
    <message>
        <source>You play this seat</source>
        <translation>Na tomto místě hrajete vy</translation>
    </message>
    <message>
        <source>Every seat needs a player or a computer before the game can start.</source>
        <translation>Než hra může začít, musí mít každé místo hráče nebo počítač.</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Síťová hra</translation>
    </message>
    <message>
        <source>Map: %1.</source>
        <translation>Mapa: %1.</translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>Nikdo se nedívá.</translation>
    </message>
    <message>
        <source>Watching: %1</source>
        <translation>Sledují: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>You sit in the %1 seat.</source>
        <translation>Vaše místo: %1.</translation>
    </message>
    <message>
        <source>You have no seat: you watch the game.</source>
        <translation>Nemáte místo: hru sledujete.</translation>
    </message>
    <message>
        <source>Every seat is filled: the game can start.</source>
        <translation>Všechna místa jsou obsazená: hra může začít.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for players: %n seat(s) open.</source>
        <translation>
            <numerusform>Čeká se na hráče: volné je %n místo.</numerusform>
            <numerusform>Čeká se na hráče: volná jsou %n místa.</numerusform>
            <numerusform>Čeká se na hráče: volných je %n míst.</numerusform>
        </translation>
    </message>
    <message>
        <source>No network was found. Players on this computer can join at %1.</source>
        <translation>Nebyla nalezena žádná síť. Hráči na tomto počítači se mohou připojit na %1.</translation>
    </message>
    <message>
        <source>Players join at %1.</source>
        <translation>Hráči se připojují na %1.</translation>
    </message>
    <message>
        <source>This game&apos;s code is %1: players who join compare it with the code their lobby shows.</source>
        <translation>Kód této hry je %1: hráči, kteří se připojí, ho porovnají s kódem, který ukazuje jejich čekárna.</translation>
    </message>
    <message>
        <source>The host&apos;s code is %1: compare it with the code the host&apos;s player sees, to be sure nobody stands between you.</source>
        <translation>Kód hostitele je %1: porovnejte ho s kódem, který vidí hráč, jenž hru hostí, abyste měli jistotu, že mezi vámi nikdo nestojí.</translation>
    </message>
    <message>
        <source>Asking the router to open port %1 for friends elsewhere…</source>
        <translation>Žádám router o otevření portu %1 pro přátele odjinud…</translation>
    </message>
    <message>
        <source>Friends elsewhere join at %1 (the router opened the port for this game).</source>
        <translation>Přátelé odjinud se připojují na %1 (router pro tuto hru otevřel port).</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Místa</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>&amp;Copy the join line</source>
        <translation>&amp;Kopírovat řádek pro připojení</translation>
    </message>
    <message>
        <source>Copies the address and the code, to paste into a message to the players</source>
        <translation>Zkopíruje adresu a kód pro vložení do zprávy hráčům</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Zahájit hru</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>&amp;Vaše jméno:</translation>
    </message>
    <message>
        <source>The name the other players see</source>
        <translation>Jméno, které vidí ostatní hráči</translation>
    </message>
    <message>
        <source>Change name</source>
        <translation>Změnit jméno</translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation>Ukončit hru</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Odejít</translation>
    </message>
    <message>
        <source>Swap</source>
        <extracomment>Lobby button: exchange this seat with another seat.</extracomment>
        <translation>Vyměnit</translation>
    </message>
    <message>
        <source>Swap this seat with another one.</source>
        <translation>Vyměnit toto místo s jiným.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Uvolnit</translation>
    </message>
    <message>
        <source>Take this seat</source>
        <translation>Obsadit toto místo</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <source>A game of Qwantum.</source>
        <translation>Hra Qwantum.</translation>
    </message>
    <message>
        <source>Players need the password to join.</source>
        <translation>Hráči se mohou připojit jen s heslem.</translation>
    </message>
</context>
<context>
    <name>quantum::MainWindow</name>
    <message>
        <source>Quantum</source>
        <translation>Quantum</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tah</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazit</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Nápověda</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <source>&amp;Load game…</source>
        <translation>Načí&amp;st hru…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Uložit hru…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Vzdát se</translation>
    </message>
    <message>
        <source>Re&amp;play the game so far</source>
        <translation>Přehrát &amp;dosavadní hru</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>N&amp;astavení…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Konec</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Ukončit tah</translation>
    </message>
    <message>
        <source>&amp;Research</source>
        <translation>&amp;Výzkum</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Next ship</source>
        <translation>&amp;Další loď</translation>
    </message>
    <message>
        <source>&amp;Hint: the computer&apos;s suggestion</source>
        <translation>&amp;Nápověda: návrh počítače</translation>
    </message>
    <message>
        <source>&amp;Cancel selection</source>
        <translation>Zrušit vý&amp;běr</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Přiblížit</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>&amp;Oddálit</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>Při&amp;způsobit oknu</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Pravidla</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Naučit se hrát</translation>
    </message>
    <message>
        <source>&amp;Card gallery</source>
        <translation>&amp;Galerie karet</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Klávesnice</translation>
    </message>
    <message>
        <source>&amp;About Quantum</source>
        <translation>&amp;O hře Quantum</translation>
    </message>
    <message>
        <source>&amp;Map editor…</source>
        <translation>&amp;Editor map…</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Vzdát se</translation>
    </message>
    <message>
        <source>%1 resigns. Should the computer take over %1&apos;s seat, or does the game end here?</source>
        <translation>%1 se vzdává. Má místo hráče %1 převzít počítač, nebo hra tady končí?</translation>
    </message>
    <message>
        <source>The computer plays on</source>
        <translation>Počítač hraje dál</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>Ukončit hru</translation>
    </message>
    <message>
        <source>%1 resigns; the computer plays the seat from now on.</source>
        <translation>%1 se vzdává; od této chvíle za toto místo hraje počítač.</translation>
    </message>
    <message>
        <source>Resign and leave this game? It is not saved.</source>
        <translation>Vzdát se a opustit tuto hru? Hra se neuloží.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naučit se hrát</translation>
    </message>
    <message>
        <source>The guided game cannot start: %1</source>
        <translation>Řízenou hru nelze spustit: %1</translation>
    </message>
    <message>
        <source>%1, turn %2</source>
        <translation>%1, tah %2</translation>
    </message>
    <message>
        <source>Start another game</source>
        <translation>Začít jinou hru</translation>
    </message>
    <message>
        <source>Keep it as a saved game before the new one starts?</source>
        <translation>Ponechat ji jako uloženou hru, než začne nová?</translation>
    </message>
    <message>
        <source>Keep it and go on</source>
        <translation>Ponechat a pokračovat</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Zahodit ji</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <source>The game could not be saved to %1.

Reason: %2</source>
        <translation>Hru nelze uložit do %1.

Důvod: %2</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Uloženo jako %1.</translation>
    </message>
    <message>
        <source>The moves before this position are lost: %1. The game goes on from here; the log and Replay start at this turn.</source>
        <translation>Tahy před touto pozicí jsou ztraceny: %1. Hra pokračuje odsud; záznam i přehrávání začínají tímto tahem.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <source>The interrupted game cannot be resumed: %1</source>
        <translation>Přerušenou hru nelze obnovit: %1</translation>
    </message>
    <message>
        <source>Resume the previous autosave</source>
        <translation>Pokračovat z předchozího automatického uložení</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Načíst hru</translation>
    </message>
    <message>
        <source>The game in %1 cannot be opened.

Reason: %2</source>
        <translation>Hru v %1 nelze otevřít.

Důvod: %2</translation>
    </message>
    <message>
        <source>Quantum saves (*.quantum-save)</source>
        <translation>Uložené hry Quantum (*.quantum-save)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Uloženo: %1.</translation>
    </message>
    <message>
        <source>The game cannot be autosaved to %1 (%2). It goes on; save it with Game ▸ Save game to keep it.</source>
        <translation>Hru nelze automaticky uložit do %1 (%2). Hra pokračuje; chcete-li ji zachovat, uložte ji přes Hra ▸ Uložit hru.</translation>
    </message>
    <message>
        <source>Host a Saved Game</source>
        <translation>Hostovat uloženou hru</translation>
    </message>
    <message>
        <source>&amp;Host LAN game…</source>
        <translation>H&amp;ostovat hru v síti LAN…</translation>
    </message>
    <message>
        <source>Host a saved &amp;game on the LAN…</source>
        <translation>Hostovat uloženou h&amp;ru v síti LAN…</translation>
    </message>
    <message>
        <source>&amp;Join LAN game…</source>
        <translation>Připo&amp;jit se ke hře v síti LAN…</translation>
    </message>
    <message>
        <source>Lea&amp;ve the network game</source>
        <translation>O&amp;pustit síťovou hru</translation>
    </message>
    <message>
        <source>Let the &amp;computer play for missing players</source>
        <translation>Za chybějící hráče hraje počí&amp;tač</translation>
    </message>
    <message>
        <source>The game cannot be read: %1</source>
        <translation>Hru nelze přečíst: %1</translation>
    </message>
    <message>
        <source>The game cannot listen on port %1: %2</source>
        <translation>Hra nemůže naslouchat na portu %1: %2</translation>
    </message>
    <message>
        <source>Host the previous autosave</source>
        <translation>Hostovat předchozí automatické uložení</translation>
    </message>
    <message>
        <source>The game waits for %1 to come back (or Game ▸ Let the computer play for missing players).</source>
        <translation>Hra čeká, až se %1 vrátí (nebo Hra ▸ Za chybějící hráče hraje počítač).</translation>
    </message>
    <message>
        <source>Every player is back: the game goes on.</source>
        <translation>Všichni hráči jsou zpět: hra pokračuje.</translation>
    </message>
    <message>
        <source>The network game begins.</source>
        <translation>Síťová hra začíná.</translation>
    </message>
    <message>
        <source>The game has started, but this version of Quantum cannot show a network game it joined. You can stay in the lobby and chat, or leave.</source>
        <translation>Hra začala, ale tato verze hry Quantum neumí zobrazit síťovou hru, ke které se připojila. Můžete zůstat v čekárně a chatovat, nebo odejít.</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Chat (watching: %1)</source>
        <translation>Chat (sledují: %1)</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Síťová hra</translation>
    </message>
    <message>
        <source>The network game ended: %1</source>
        <translation>Síťová hra skončila: %1</translation>
    </message>
    <message>
        <source>Leave the network game</source>
        <translation>Opustit síťovou hru</translation>
    </message>
    <message>
        <source>Keep it as a saved game? It can be hosted again later.</source>
        <translation>Ponechat ji jako uloženou hru? Později ji lze znovu hostovat.</translation>
    </message>
    <message>
        <source>Keep it and leave</source>
        <translation>Ponechat a odejít</translation>
    </message>
    <message>
        <source>Leave it? Your seat waits for you while the host keeps the game open.</source>
        <translation>Opustit ji? Vaše místo na vás počká, dokud hostitel nechá hru otevřenou.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Odejít</translation>
    </message>
    <message>
        <source>Qwantum, roll %1</source>
        <translation>Qwantum, hod %1</translation>
    </message>
    <message>
        <source>roll %1 of Qwantum</source>
        <translation>Qwantum, hod %1</translation>
    </message>
    <message>
        <source>turn %1 on %2</source>
        <translation>tah %1, mapa %2</translation>
    </message>
    <message>
        <source>A game is in progress (%1).</source>
        <translation>Probíhá hra (%1).</translation>
    </message>
    <message>
        <source>An interrupted game can be resumed (%1).</source>
        <translation>Přerušenou hru lze obnovit (%1).</translation>
    </message>
    <message>
        <source>Game loaded from %1: %2.</source>
        <translation>Hra načtena z %1: %2.</translation>
    </message>
    <message>
        <source>The autosave before it can be used instead: %1.</source>
        <translation>Místo toho lze použít předchozí automatické uložení: %1.</translation>
    </message>
    <message>
        <source>You host a network game in progress (%1). Leaving ends it for every player.</source>
        <translation>Hostujete probíhající síťovou hru (%1). Když odejdete, skončí pro všechny hráče.</translation>
    </message>
    <message>
        <source>You play in a network game in progress (%1).</source>
        <translation>Hrajete probíhající síťovou hru (%1).</translation>
    </message>
</context>
<context>
    <name>quantum::MapChooser</name>
    <message>
        <source>No map for this number of players.</source>
        <translation>Pro tento počet hráčů není žádná mapa.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n cube(s) to win.</source>
        <translation>
            <numerusform>%1 — %n krychle k vítězství.</numerusform>
            <numerusform>%1 — %n krychle k vítězství.</numerusform>
            <numerusform>%1 — %n krychlí k vítězství.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::MarketPanel</name>
    <message>
        <source>Market: gambit cards above, command cards below</source>
        <translation>Trh: nahoře gambitové karty, dole příkazové karty</translation>
    </message>
    <message>
        <source>Market: the cards are dealt when setup ends.</source>
        <translation>Trh: karty se rozdají na konci přípravy.</translation>
    </message>
    <message>
        <source>Refresh all six cards</source>
        <translation>Obnovit všech šest karet</translation>
    </message>
</context>
<context>
    <name>quantum::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Místa</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>How well this computer plays.</source>
        <translation>Jak dobře tento počítač hraje.</translation>
    </message>
    <message>
        <source>Level of %1</source>
        <extracomment>For screen readers: the computer level of the seat whose faction colour is %1.</extracomment>
        <translation>Úroveň (%1)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>náhodné</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same game.</source>
        <translation>Stejné semínko a stejné tahy dají stejnou hru.</translation>
    </message>
    <message>
        <source>&amp;Seed (optional):</source>
        <translation>&amp;Semínko (nepovinné):</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Zahájit hru</translation>
    </message>
</context>
<context>
    <name>quantum::PlayScene</name>
    <message>
        <source>Your %1, on %2.</source>
        <translation>Vaše %1, pozice: %2.</translation>
    </message>
    <message>
        <source>%1&apos;s %2, on %3.</source>
        <translation>%2 hráče %1, pozice: %3.</translation>
    </message>
    <message>
        <source>This turn it has not moved yet and its ability is unused.</source>
        <translation>V tomto tahu se ještě nepohnula a svou schopnost nepoužila.</translation>
    </message>
    <message>
        <source>This turn it has moved; its ability is still unused.</source>
        <translation>V tomto tahu se už pohnula; schopnost dosud nepoužila.</translation>
    </message>
    <message>
        <source>This turn it has not moved yet; its ability is used.</source>
        <translation>V tomto tahu se ještě nepohnula; schopnost už použila.</translation>
    </message>
    <message>
        <source>This turn it has moved and used its ability.</source>
        <translation>V tomto tahu se už pohnula a použila svou schopnost.</translation>
    </message>
    <message>
        <source>%1, a starting planet.</source>
        <translation>Planeta %1 – výchozí planeta.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>Planeta %1.</translation>
    </message>
    <message numerus="yes">
        <source>No cubes yet: %n cube location(s) free.</source>
        <translation>
            <numerusform>Zatím žádné krychle: volné je %n místo pro krychli.</numerusform>
            <numerusform>Zatím žádné krychle: volná jsou %n místa pro krychle.</numerusform>
            <numerusform>Zatím žádné krychle: volných je %n míst pro krychle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cubes of %1; %n location(s) free.</source>
        <translation>
            <numerusform>Krychle: %1; volné je %n místo.</numerusform>
            <numerusform>Krychle: %1; volná jsou %n místa.</numerusform>
            <numerusform>Krychle: %1; volných je %n míst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your ships in its orbit add up to %1; a construct needs exactly %2.</source>
        <translation>Vaše lodě na její oběžné dráze mají součet %1; stavba vyžaduje přesně %2.</translation>
    </message>
    <message>
        <source>%1&apos;s ships in its orbit add up to %2; a construct needs exactly %3.</source>
        <translation>Lodě hráče %1 na její oběžné dráze mají součet %2; stavba vyžaduje přesně %3.</translation>
    </message>
    <message>
        <source>Attack: %1% chance to win, unless the defender destroys both ships (Dangerous).</source>
        <translation>Útok: šance na výhru %1 %, pokud obránce nezničí obě lodě (Nebezpečný).</translation>
    </message>
    <message>
        <source>Attack: %1% chance to win, with every card in play counted.</source>
        <translation>Útok: šance na výhru %1 % se započtením všech karet ve hře.</translation>
    </message>
</context>
<context>
    <name>quantum::PromptBar</name>
    <message>
        <source>Thinking</source>
        <translation>Přemýšlí</translation>
    </message>
    <message>
        <source>More answers</source>
        <translation>Další odpovědi</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Vybrat</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Nápověda (H)</translation>
    </message>
    <message>
        <source>What the computer would do here: shown on the board, never played for you.</source>
        <translation>Co by tu udělal počítač: ukáže se na herním plánu, nikdy se nezahraje za vás.</translation>
    </message>
    <message>
        <source>The Hint suggests this answer.</source>
        <translation>Nápověda navrhuje tuto odpověď.</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumEndPage</name>
    <message>
        <source>Column %1</source>
        <translation>Sloupec %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>Hrát &amp;znovu</translation>
    </message>
    <message>
        <source>&amp;Replay the game</source>
        <translation>&amp;Přehrát hru</translation>
    </message>
    <message>
        <source>&amp;Main menu</source>
        <translation>&amp;Hlavní nabídka</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumNewGameDialog</name>
    <message>
        <source>New game of Qwantum</source>
        <translation>Nová hra Qwantum</translation>
    </message>
    <message>
        <source>Roll the seven dice, write the colour sums in four rows that rise, then fall. 2 to 4 players, about 20 minutes.</source>
        <translation>Házejte sedmi kostkami a zapisujte součty barev do čtyř řádků, které nejprve stoupají a pak klesají. 2 až 4 hráči, asi 20 minut.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Hráči:</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Hráč %1</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Vaše jméno</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Jméno (nepovinné)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Počítač</translation>
    </message>
    <message>
        <source>random</source>
        <translation>náhodné</translation>
    </message>
    <message>
        <source>&amp;Seed (optional):</source>
        <translation>&amp;Semínko (nepovinné):</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Začít</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumPage</name>
    <message>
        <source>The dice roll…</source>
        <translation>Kostky se kutálejí…</translation>
    </message>
    <message>
        <source>Pass the screen to %1: it is their turn to answer this roll.</source>
        <translation>Předejte obrazovku hráči %1: je na řadě s odpovědí na tento hod.</translation>
    </message>
    <message>
        <source>Chosen: %1. Confirm it (Enter), or take it back (Backspace).</source>
        <translation>Zvoleno: %1. Volbu potvrďte (Enter), nebo ji vezměte zpět (Backspace).</translation>
    </message>
    <message>
        <source>Click dice (or keys 1-7) to mark them for your one re-roll; click a highlighted field to write its sum.</source>
        <translation>Klikněte na kostky (nebo stiskněte klávesy 1-7) a označte je k jedinému přehozu; kliknutím na zvýrazněné pole do něj zapíšete jeho součet.</translation>
    </message>
    <message>
        <source>Click a highlighted field to write its sum there.</source>
        <translation>Kliknutím na zvýrazněné pole do něj zapíšete jeho součet.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Čeká se na: %1.</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Počítač přemýšlí…</translation>
    </message>
    <message>
        <source>Qwantum · roll %1 · %2 rolls</source>
        <translation>Qwantum · hod %1 · hází %2</translation>
    </message>
    <message>
        <source>Continue as %1</source>
        <translation>Pokračovat jako %1</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll %n dice (R)</source>
        <translation>
            <numerusform>Přehodit %n kostku (R)</numerusform>
            <numerusform>Přehodit %n kostky (R)</numerusform>
            <numerusform>Přehodit %n kostek (R)</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-roll marked dice (R)</source>
        <translation>Přehodit označené kostky (R)</translation>
    </message>
    <message>
        <source>Hint: re-roll the marked dice (R).</source>
        <translation>Nápověda: přehoďte označené kostky (R).</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Nápověda: %1.</translation>
    </message>
    <message>
        <source>Confirm it (Enter), or take it back (Backspace).</source>
        <translation>Volbu potvrďte (Enter), nebo ji vezměte zpět (Backspace).</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>Potvrdit (Enter)</translation>
    </message>
    <message>
        <source>Take back (Backspace)</source>
        <translation>Vzít zpět (Backspace)</translation>
    </message>
    <message>
        <source>Misthrow (M)</source>
        <translation>Chyba (M)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Vynechat (P)</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Nápověda (H)</translation>
    </message>
    <message>
        <source>Dice faces (F)</source>
        <translation>Stěny kostek (F)</translation>
    </message>
    <message>
        <source>The six faces of every coloured die: what a re-roll can bring.</source>
        <translation>Šest stěn každé barevné kostky: co může přinést přehoz.</translation>
    </message>
    <message>
        <source>Write nothing this roll and mark a misthrow box: it costs points at the end, and the fifth ends the game.</source>
        <translation>V tomto hodu nic nezapisujte a zaškrtněte políčko chyby: na konci hry to stojí body a pátá chyba hru ukončí.</translation>
    </message>
    <message>
        <source>Write nothing this time; passing costs nothing.</source>
        <translation>Tentokrát nic nezapisujte; vynechání nic nestojí.</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Záznam</translation>
    </message>
    <message>
        <source>Click dice (or keys 1-7) to mark them for your one re-roll.</source>
        <translation>Klikněte na kostky (nebo stiskněte klávesy 1-7) a označte je k jedinému přehozu.</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumReplayPage</name>
    <message>
        <source>Step 0 of %1: the first roll.</source>
        <translation>Krok 0 z %1: první hod.</translation>
    </message>
    <message>
        <source>First (Home)</source>
        <translation>Začátek (Home)</translation>
    </message>
    <message>
        <source>Back (←)</source>
        <translation>Zpět (←)</translation>
    </message>
    <message>
        <source>Forward (→)</source>
        <translation>Vpřed (→)</translation>
    </message>
    <message>
        <source>Last (End)</source>
        <translation>Konec (End)</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Zavřít (Esc)</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3: %4</source>
        <translation>Krok %1 z %2 · %3: %4</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumScoreChart</name>
    <message>
        <source>Rolls</source>
        <translation>Hody</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumTutorial</name>
    <message>
        <source>purple</source>
        <translation>fialovou</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>modrou</translation>
    </message>
    <message>
        <source>red</source>
        <translation>červenou</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>žlutou</translation>
    </message>
    <message>
        <source>The dice and the colour sums</source>
        <translation>Kostky a součty barev</translation>
    </message>
    <message>
        <source>The one re-roll</source>
        <translation>Jediný přehoz</translation>
    </message>
    <message>
        <source>Phase 1: write one sum</source>
        <translation>Fáze 1: zapište jeden součet</translation>
    </message>
    <message>
        <source>Phase 2: everyone may write</source>
        <translation>Fáze 2: zapisovat smí každý</translation>
    </message>
    <message>
        <source>Rows rise, then fall</source>
        <translation>Řádky stoupají, pak klesají</translation>
    </message>
    <message>
        <source>Misthrows</source>
        <translation>Chyby</translation>
    </message>
    <message>
        <source>Columns score</source>
        <translation>Bodování sloupců</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Hrajte dál</translation>
    </message>
    <message>
        <source>Write the %1 in %2: click its ringed field, then Confirm (or click the field again).</source>
        <translation>Zapište %1 do %2: klikněte na zakroužkované pole a potom na Potvrdit (nebo na pole klikněte ještě jednou).</translation>
    </message>
    <message>
        <source>No open sum suits your rows this time: press Pass, then Confirm.</source>
        <translation>Tentokrát se do vašich řádků nehodí žádný neuzavřený součet: stiskněte Vynechat a potom Potvrdit.</translation>
    </message>
    <message>
        <source>You play against the computer, a roll each in turn. Seven dice: the white one, and six dark ones whose faces each show a number in one of four colours. Under the dice are the four colour sums.</source>
        <translation>Hrajete proti počítači a v hodech se střídáte. Sedm kostek: bílá a šest tmavých, na jejichž stěnách je vždy číslo v jedné ze čtyř barev. Pod kostkami jsou součty čtyř barev.</translation>
    </message>
    <message>
        <source>The white die counts in every sum: here it shows %1.</source>
        <translation>Bílá kostka se započítává do každého součtu: teď ukazuje %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 shows on %n dice, so its sum is %2.</source>
        <translation>
            <numerusform>%1 padla na %n kostce, takže její součet je %2.</numerusform>
            <numerusform>%1 padla na %n kostkách, takže její součet je %2.</numerusform>
            <numerusform>%1 padla na %n kostkách, takže její součet je %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>No die shows %1: a colour that no die shows counts the white die alone, so its sum is %2.</source>
        <translation>Žádná kostka neukazuje %1: součet barvy, která nepadla na žádné kostce, tvoří jen bílá kostka, takže je to %2.</translation>
    </message>
    <message>
        <source>A colour that no die shows counts the white die alone.</source>
        <translation>Součet barvy, která nepadla na žádné kostce, tvoří jen bílá kostka.</translation>
    </message>
    <message>
        <source>Press Next when you have found them on the table.</source>
        <translation>Až je na stole najdete, stiskněte Další.</translation>
    </message>
    <message>
        <source>Your white die shows %1, and it is in every sum: no sum is lower than %2. Click the white die to mark it (or press 1), then press Re-roll. A marked die is lifted; a second click takes the mark back.</source>
        <translation>Vaše bílá kostka ukazuje %1 a je v každém součtu: žádný součet není nižší než %2. Klikněte na bílou kostku a označte ji (nebo stiskněte 1), potom stiskněte Přehodit. Označená kostka se nadzvedne; druhým kliknutím označení zrušíte.</translation>
    </message>
    <message>
        <source>Click the dice you want to roll again (or press their keys 1-7) to mark them, then press Re-roll: the ringed dice are a good choice. A second click takes a mark back.</source>
        <translation>Klikněte na kostky, kterými chcete hodit znovu (nebo stiskněte jejich klávesy 1-7), a označte je, potom stiskněte Přehodit: zakroužkované kostky jsou dobrá volba. Druhým kliknutím označení zrušíte.</translation>
    </message>
    <message>
        <source>Phase 1 is yours alone, as the active player: write one colour&apos;s sum in your row of that colour.</source>
        <translation>Fáze 1 patří jen vám jako aktivnímu hráči: zapište součet jedné barvy do svého řádku této barvy.</translation>
    </message>
    <message>
        <source>The %1 sum, %2, is a low start, and a row must rise: click the ringed field at the left of %3, then Confirm (or click the field again).</source>
        <translation>Pro %1 je součet %2 nízkým začátkem a řádek musí stoupat: klikněte na zakroužkované pole na začátku %3 a potom na Potvrdit (nebo na pole klikněte ještě jednou).</translation>
    </message>
    <message>
        <source>Phase 2: now every player may write one sum of a colour still open in their own row, or pass. You too: the active player may write twice in a roll.</source>
        <translation>Fáze 2: teď smí každý hráč zapsat do svého řádku jeden součet barvy, která ještě není uzavřená, nebo nezapsat nic. I vy: aktivní hráč smí během jednoho hodu zapisovat dvakrát.</translation>
    </message>
    <message>
        <source>%1 is closed, struck out under the dice.</source>
        <translation>%1 je uzavřená, pod kostkami je přeškrtnutá.</translation>
    </message>
    <message>
        <source>A row rises from the left up to the divider, the gap after its fourth field: each number higher than the one before. After the divider it falls: the fifth number lower than the fourth, the sixth lower than the fifth.</source>
        <translation>Řádek stoupá zleva až k oddělovači, mezeře za čtvrtým polem: každé číslo je vyšší než to před ním. Za oddělovačem klesá: páté číslo je nižší než čtvrté a šesté nižší než páté.</translation>
    </message>
    <message>
        <source>The next roll is the computer&apos;s: once it has written, phase 2 comes, and you may write too.</source>
        <translation>Další hod patří počítači: jakmile zapíše, přijde fáze 2 a zapisovat budete moci i vy.</translation>
    </message>
    <message>
        <source>Your last number in %1 is %2, so only a higher one may follow it: the %3 fits.</source>
        <translation>Poslední číslo %1 je u vás %2, takže za ním smí následovat jen vyšší: %3 se hodí.</translation>
    </message>
    <message>
        <source>The %1 sum, %2, is not offered: it is not higher than your %3 in that row.</source>
        <translation>Pro %1 je součet %2, ten se ale nenabízí: není vyšší než %3, které už v tomto řádku máte.</translation>
    </message>
    <message>
        <source>When you cannot write, or would rather not, you mark a misthrow instead of writing.</source>
        <translation>Když nemůžete nebo nechcete nic zapsat, zaškrtnete místo zápisu chybu.</translation>
    </message>
    <message>
        <source>Click the ringed box under Misthrows on your sheet (or press M), then Confirm.</source>
        <translation>Klikněte na zakroužkované políčko pod nápisem Chyby na svém lístku (nebo stiskněte M) a potom na Potvrdit.</translation>
    </message>
    <message>
        <source>Your next roll comes after the computer&apos;s.</source>
        <translation>Váš další hod přijde po hodu počítače.</translation>
    </message>
    <message numerus="yes">
        <source>A poor roll: %1. Every sum that fits would skip at least %n numbers that its row could still take.</source>
        <translation>
            <numerusform>Špatný hod: %1. Každý součet, který by se dal zapsat, by přeskočil alespoň %n číslo, které by jeho řádek ještě mohl přijmout.</numerusform>
            <numerusform>Špatný hod: %1. Každý součet, který by se dal zapsat, by přeskočil alespoň %n čísla, která by jeho řádek ještě mohl přijmout.</numerusform>
            <numerusform>Špatný hod: %1. Každý součet, který by se dal zapsat, by přeskočil alespoň %n čísel, která by jeho řádek ještě mohl přijmout.</numerusform>
        </translation>
    </message>
    <message>
        <source>Try your re-roll first: click the ringed die to mark it, then press Re-roll.</source>
        <translation>Nejprve zkuste přehoz: klikněte na zakroužkovanou kostku, označte ji a potom stiskněte Přehodit.</translation>
    </message>
    <message numerus="yes">
        <source>Still a poor roll: %1. Every sum that fits would skip at least %n numbers that its row could still take.</source>
        <translation>
            <numerusform>Hod je pořád špatný: %1. Každý součet, který by se dal zapsat, by přeskočil alespoň %n číslo, které by jeho řádek ještě mohl přijmout.</numerusform>
            <numerusform>Hod je pořád špatný: %1. Každý součet, který by se dal zapsat, by přeskočil alespoň %n čísla, která by jeho řádek ještě mohl přijmout.</numerusform>
            <numerusform>Hod je pořád špatný: %1. Každý součet, který by se dal zapsat, by přeskočil alespoň %n čísel, která by jeho řádek ještě mohl přijmout.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mark one now to see how, or skip this step to keep your roll.</source>
        <translation>Zaškrtněte teď jednu chybu, abyste viděli, jak se to dělá, nebo tento krok přeskočte a hod si ponechte.</translation>
    </message>
    <message>
        <source>Under your sheet, each column has a score box. A column scores once all four of its fields are written, and then its second lowest number: 3, 5, 8, 9 scores 5.</source>
        <translation>Pod vaším lístkem má každý sloupec bodovací pole. Sloupec přinese body, jakmile jsou vyplněna všechna jeho čtyři pole, a to tolik, kolik je jeho druhé nejnižší číslo: 3, 5, 8, 9 dá 5 bodů.</translation>
    </message>
    <message>
        <source>Your first column holds %1 so far.</source>
        <translation>Váš první sloupec zatím obsahuje %1.</translation>
    </message>
    <message>
        <source>After a misthrow no colour is closed: every sum is open in phase 2.</source>
        <translation>Po chybě se žádná barva neuzavírá: ve fázi 2 jsou otevřené všechny součty.</translation>
    </message>
    <message>
        <source>That is the whole game. Play on against the computer to the end, where the highest score wins: the Hint (H) is yours again, and the Rules (F1) say everything else. Or go back to the menu.</source>
        <translation>To je celá hra. Hrajte proti počítači dál až do konce, kde vítězí nejvyšší skóre: Nápověda (H) je vám opět k dispozici a vše ostatní vysvětlují Pravidla (F1). Nebo se vraťte do nabídky.</translation>
    </message>
    <message>
        <source>Each colour is a row of your score sheet. The sums are what you may write this roll; Dice faces (F) shows what each die could bring instead.</source>
        <translation>Každá barva je jedním řádkem vašeho vyplňovacího lístku. Součty jsou to, co můžete v tomto hodu zapsat; tlačítko Stěny kostek (F) ukazuje, co by místo toho mohla přinést každá kostka.</translation>
    </message>
    <message>
        <source>Once in your roll you may roll any of the seven dice again, the white one too; then the roll stands. A row must rise, so low sums are what it wants first.</source>
        <translation>Jednou během svého hodu smíte znovu hodit libovolnými ze sedmi kostek, i bílou; potom hod platí. Řádek musí stoupat, a proto na začátek potřebuje nízké součty.</translation>
    </message>
    <message>
        <source>Writing a colour closes it for the others this roll: the computer cannot write %1 now.</source>
        <translation>Když zapíšete součet některé barvy, uzavřete ji tím pro ostatní až do konce hodu: počítač teď %1 použít nemůže.</translation>
    </message>
    <message>
        <source>Writing a colour closes it for the others this roll.</source>
        <translation>Když zapíšete součet některé barvy, uzavřete ji tím pro ostatní až do konce hodu.</translation>
    </message>
    <message>
        <source>A number always goes in the first empty field of its row.</source>
        <translation>Číslo se vždy zapisuje do prvního prázdného pole svého řádku.</translation>
    </message>
    <message>
        <source>Everyone answers at once, and no one sees another&apos;s answer first. Passing here costs nothing.</source>
        <translation>Všichni odpovídají současně a nikdo předem nevidí odpověď ostatních. Vynechání tady nic nestojí.</translation>
    </message>
    <message>
        <source>Start a row low and climb in small steps: every number you skip is one the row can no longer take. The fourth number is the top: the higher it is, the more room the row has to fall.</source>
        <translation>Začněte řádek nízko a stoupejte po malých krocích: každé číslo, které přeskočíte, už řádek nemůže přijmout. Čtvrté číslo je vrchol: čím je vyšší, tím víc má řádek místa klesat.</translation>
    </message>
    <message>
        <source>Misthrows cost points at the end, each more than the one before: %1 for the first, %2 for the second, %3 in all for three. The fifth ends the game. Only the active player&apos;s phase 1 brings one: passing in phase 2 is free.</source>
        <translation>Chyby na konci hry stojí body, každá další víc než ta předchozí: první %1, druhá %2, tři dohromady %3. Pátá chyba hru ukončí. Chybu může přinést jen fáze 1 aktivního hráče: vynechání ve fázi 2 nic nestojí.</translation>
    </message>
    <message>
        <source>Your score is your columns&apos; scores minus your misthrows. A column&apos;s lowest number never counts, so one low start is cheap; a column with an empty field scores nothing.</source>
        <translation>Vaše skóre tvoří body za sloupce minus trestné body za chyby. Nejnižší číslo sloupce se nikdy nepočítá, takže jeden nízký začátek stojí málo; sloupec s prázdným polem nedá nic.</translation>
    </message>
    <message>
        <source>The game ends when a player has written all 24 fields or marked a fifth misthrow; that roll is played to its end first.</source>
        <translation>Hra končí, když některý hráč vyplní všech 24 polí nebo zaškrtne pátou chybu; rozehraný hod se nejprve dohraje.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>Kostky se kutálejí…</translation>
    </message>
    <message>
        <source>Your answer is in: the computer is answering too.</source>
        <translation>Vaše odpověď je zaznamenána; teď odpovídá i počítač.</translation>
    </message>
    <message>
        <source>The computer is playing its roll…</source>
        <translation>Počítač hraje svůj hod…</translation>
    </message>
    <message>
        <source>This step is not possible right now: play on as you like, or skip it.</source>
        <translation>Tento krok teď není možný: hrajte dál podle svého, nebo ho přeskočte.</translation>
    </message>
</context>
<context>
    <name>quantum::ReplayPage</name>
    <message>
        <source>First</source>
        <translation>Začátek</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Vpřed</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Konec</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>Zavřít přehrávání</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Krok %1 z %2</translation>
    </message>
</context>
<context>
    <name>quantum::RulesDialog</name>
    <message>
        <source>Quantum in short</source>
        <translation>Quantum ve zkratce</translation>
    </message>
    <message>
        <source>Each player commands a small fleet of ships, which are dice: a ship&apos;s value from 1 to 6 is its type, how far it moves and how well it fights (lower is stronger). You win the moment you have placed all your quantum cubes on planets, whether by building them, by infamy or by a card, even in the middle of another player&apos;s turn.</source>
        <translation>Každý hráč velí malé flotile lodí, kterými jsou kostky: hodnota lodi od 1 do 6 určuje její typ, jak daleko doletí a jak dobře bojuje (čím nižší, tím silnější). Vyhráváte ve chvíli, kdy máte na planetách všechny své kvantové krychle – ať už postavené, umístěné díky hanbě, nebo kartou –, a to i uprostřed tahu jiného hráče.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Příprava</translation>
    </message>
    <message>
        <source>Everyone rolls three ships and may re-roll all three once, keeping the second roll. The lowest total plays first, then play goes round in seat order. In turn order each player puts a cube on a free starting planet, then places the three ships on its orbital positions, the four squares next to it. Your two other ships wait in reserve until a card brings them in; your dominance and research both start at 1.</source>
        <translation>Každý hodí kostkami svých tří lodí a smí jednou přehodit všechny tři najednou; pak platí druhý hod. Začíná hráč s nejnižším součtem a dál se hraje podle pořadí u stolu. V pořadí tahů každý hráč položí krychli na volnou výchozí planetu a potom rozmístí své tři lodě na pozice na její oběžné dráze, tedy na čtyři pole sousedící s planetou. Vaše další dvě lodě čekají v záloze, dokud je do hry nepřivede karta; dominance i výzkum začínají na 1.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Váš tah</translation>
    </message>
    <message>
        <source>On your turn you have three actions; unused ones are lost, and you may take the same action more than once. Move or attack with a ship (one action). Reconfigure: re-roll one of your ships on the map or in your scrapyard until it shows a new value (one action). Deploy: put a ship from your scrapyard, with its value, on an empty orbital position of a planet that holds one of your cubes (one action; the ship may still move this turn). Research: your research rises by one (one action). Construct: place a cube on a planet when your ships on its orbital positions add up exactly to its number (two actions).</source>
        <translation>Ve svém tahu máte tři akce; nevyužité propadají a stejnou akci smíte provést i vícekrát. Pohyb nebo útok lodí (jedna akce). Přeměna: přehoďte jednu svou loď na mapě nebo ve vrakovišti, dokud nepadne jiná hodnota (jedna akce). Nasazení: umístěte loď z vrakoviště s její hodnotou na volnou pozici na oběžné dráze planety, na které máte krychli (jedna akce; loď se v tomto tahu ještě smí pohnout). Výzkum: váš výzkum stoupne o jedna (jedna akce). Stavba: umístěte krychli na planetu, když hodnoty vašich lodí na pozicích na její oběžné dráze dají v součtu přesně její číslo (dvě akce).</translation>
    </message>
    <message>
        <source>5 + 3 = 8: you may build on this 8. The enemy ship and your ship on the diagonal do not count.</source>
        <translation>5 + 3 = 8: na této osmičce smíte stavět. Nepřátelská loď a vaše loď na úhlopříčce se nepočítají.</translation>
    </message>
    <message>
        <source>A planet has one cube location for each point above 6: one on a 7, up to four on a 10, and it takes only one cube of each player (but see Quantum Entanglement). After your actions comes the advance-card phase.</source>
        <translation>Planeta má jedno místo pro krychli za každý bod nad 6: jedno na sedmičce, až čtyři na desítce, a od každého hráče přijme jen jednu krychli (ale viz kvantové provázání). Po vašich akcích následuje fáze vylepšení.</translation>
    </message>
    <message>
        <source>Movement and combat</source>
        <translation>Pohyb a boj</translation>
    </message>
    <message>
        <source>A ship moves up to its value in steps to a neighbouring square, turning as it likes, but never diagonally and never through planets or other ships. To attack, its last step enters an enemy ship&apos;s square; the square it attacks from must be reachable with one step less, so a ship next to an enemy can attack without moving first.</source>
        <translation>Loď se pohybuje až o tolik kroků, kolik je její hodnota, vždy na sousední pole, a smí libovolně zatáčet, nikdy však úhlopříčně a nikdy přes planety nebo jiné lodě. Při útoku vstoupí posledním krokem na pole nepřátelské lodi; pole, ze kterého útočí, tedy musí být dosažitelné o krok méně, takže loď stojící vedle nepřítele může zaútočit, aniž by se předtím pohnula.</translation>
    </message>
    <message>
        <source>A Battlestation (1) next to an enemy Scout (6): 1 + its die against 6 + the other die, and it cannot lose.</source>
        <translation>Bitevní stanice (1) vedle nepřátelské průzkumné lodi (6): 1 plus její kostka proti 6 plus druhé kostce – nemůže prohrát.</translation>
    </message>
    <message>
        <source>Both sides roll a die and add their ship&apos;s value: the lower total wins, and a tie goes to the attacker. When the attacker wins, the defending ship is re-rolled and goes to its owner&apos;s scrapyard, the attacker occupies its square or stays where it attacked from, the winner&apos;s dominance rises by one and the loser&apos;s falls by one. When the defender wins, the attacker simply goes back to the square it attacked from.</source>
        <translation>Obě strany hodí kostkou a přičtou hodnotu své lodi: vyhrává nižší součet a při remíze útočník. Když vyhraje útočník, bránící se loď se přehodí a jde do vrakoviště svého majitele, útočník obsadí její pole, nebo zůstane tam, odkud útočil, dominance vítěze stoupne o jedna a dominance poraženého klesne o jedna. Když vyhraje obránce, útočník se prostě vrátí na pole, ze kterého útočil.</translation>
    </message>
    <message>
        <source>Ship abilities</source>
        <translation>Schopnosti lodí</translation>
    </message>
    <message>
        <source>Each ship type has an ability. Abilities cost no action, but every ship may use its ability once per turn and make its move or attack once per turn, even if its value changes in between: the die remembers what it did this turn, also when it is destroyed and deployed again. Abilities are used on your own turn by ships on the map; Transport and Maneuver are part of the ship&apos;s move, the others are not.</source>
        <translation>Každý typ lodi má svou schopnost. Schopnosti nestojí žádnou akci, ale každá loď smí svou schopnost použít jednou za tah a jednou za tah se pohnout nebo zaútočit, i když se mezitím změní její hodnota: kostka si pamatuje, co v tomto tahu udělala, i když byla zničena a znovu nasazena. Schopnosti používají lodě na mapě ve vašem vlastním tahu; Přeprava a Manévr jsou součástí pohybu lodi, ostatní ne.</translation>
    </message>
    <message>
        <source>The Void</source>
        <translation>Prázdnota</translation>
    </message>
    <message>
        <source>The Void is the dark tile without a planet. Two ships on it: research + 2 at the start of the turn.</source>
        <translation>Prázdnota je tmavý dílek bez planety. Dvě lodě na ní: na začátku tahu výzkum + 2.</translation>
    </message>
    <message>
        <source>Some maps have a Void tile: no planet, nine ordinary squares. At the start of your turn your research rises by one for each of your ships anywhere on the Void (up to 6). Those ships move and fight as usual.</source>
        <translation>Některé mapy mají dílek Prázdnoty: žádná planeta, devět obyčejných polí. Na začátku vašeho tahu stoupne váš výzkum o jedna za každou vaši loď kdekoli v Prázdnotě (nejvýše na 6). Tyto lodě se pohybují a bojují jako obvykle.</translation>
    </message>
    <message>
        <source>Quantum Entanglement</source>
        <translation>Kvantové provázání</translation>
    </message>
    <message>
        <source>Every planet with room already holds your cube: you may build on the 8 again, with 11 in its orbit (8 + 3).</source>
        <translation>Na každé planetě s volným místem už máte krychli: na osmičce smíte stavět znovu, s 11 na oběžné dráze (8 + 3).</translation>
    </message>
    <message>
        <source>When every planet that still has a free cube location already holds one of your cubes, you may place another cube on such a planet. To build it, your ships in its orbit must add up to the planet&apos;s number plus 3 for each of your cubes already there. An infamy cube may go there too.</source>
        <translation>Když už máte krychli na každé planetě, která má ještě volné místo pro krychli, smíte na takovou planetu umístit další krychli. Abyste ji postavili, musí vaše lodě na její oběžné dráze dát v součtu číslo planety plus 3 za každou vaši krychli, která už tam je. Smí tam jít i krychle hanby.</translation>
    </message>
    <message>
        <source>Dominance and infamy</source>
        <translation>Dominance a hanba</translation>
    </message>
    <message>
        <source>Dominance climbs with every battle won; at 6 a cube is placed for free.</source>
        <translation>Dominance roste s každým vyhraným bojem; na 6 se zdarma umístí krychle.</translation>
    </message>
    <message>
        <source>Dominance runs from 1 to 6. It rises by one when you destroy an enemy ship and falls by one when you lose one. When it reaches 6 you become infamous: you immediately place a cube on any planet with a free cube location that does not hold your cube, whatever ships are around it, and dominance goes back to 1. This can happen on another player&apos;s turn too. If no planet can take the cube, dominance stays at 6 and the cube is tried again later.</source>
        <translation>Dominance jde od 1 do 6. Stoupne o jedna, když zničíte nepřátelskou loď, a klesne o jedna, když o loď přijdete. Když dosáhne 6, přichází hanba: ihned umístíte krychli na libovolnou planetu s volným místem pro krychli, na které ještě nemáte krychli, bez ohledu na to, jaké lodě jsou kolem ní, a dominance se vrátí na 1. Může se to stát i v tahu jiného hráče. Pokud krychli nemůže přijmout žádná planeta, zůstává dominance na 6 a krychle se zkusí umístit později znovu.</translation>
    </message>
    <message>
        <source>Research and breakthroughs</source>
        <translation>Výzkum a průlomy</translation>
    </message>
    <message>
        <source>Research at 6 in the advance-card phase: a breakthrough, one more card.</source>
        <translation>Výzkum na 6 ve fázi vylepšení: průlom, karta navíc.</translation>
    </message>
    <message>
        <source>Research also runs from 1 to 6; the Research action raises it by one, and so do your ships on the Void at the start of your turn. If your research is 6 in your advance-card phase, you make a breakthrough: you take one more card and research goes back to 1.</source>
        <translation>Výzkum jde také od 1 do 6; akce Výzkum ho zvýší o jedna a stejně tak vaše lodě v Prázdnotě na začátku vašeho tahu. Je-li váš výzkum ve vaší fázi vylepšení na 6, dosáhnete průlomu: vezmete si jednu kartu navíc a výzkum se vrátí na 1.</translation>
    </message>
    <message>
        <source>Advance cards</source>
        <translation>Karty vylepšení</translation>
    </message>
    <message>
        <source>The market: three gambit cards (dark) and three command cards (light).</source>
        <translation>Trh: tři gambitové karty (tmavé) a tři příkazové karty (světlé).</translation>
    </message>
    <message>
        <source>In the advance-card phase you take one card for every cube you placed this turn, in any way, plus one for a breakthrough; nothing else can be done in this phase. Six cards lie face up, three gambits and three command cards. Take one, or spend the pick to discard all six and deal six new ones. Gambit cards act at once and are discarded. Command cards stay with you and work from your next turn on, also on the other players&apos; turns; you may hold three, and a fourth means letting one of them go. A card used &quot;once per turn&quot; means once in each of your own turns. The card gallery lists them all.</source>
        <translation>Ve fázi vylepšení si vezmete jednu kartu za každou krychli, kterou jste v tomto tahu jakkoli umístili, a k tomu jednu za průlom; nic jiného se v této fázi dělat nedá. Lícem nahoru leží šest karet, tři gambity a tři příkazové karty. Vezměte si jednu, nebo výběr spotřebujte na to, že všech šest odhodíte a vyložíte šest nových. Gambitové karty účinkují okamžitě a odhazují se. Příkazové karty vám zůstávají a působí od vašeho příštího tahu, i v tazích ostatních hráčů; smíte jich mít tři a se čtvrtou se musíte jedné z nich vzdát. Karta použitelná „jednou za tah“ znamená jednou v každém vašem vlastním tahu. Všechny karty najdete v galerii karet.</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Na herním plánu</translation>
    </message>
    <message>
        <source>Click one of your ships: green squares are moves, red squares attacks, and hovering an attack shows its odds. Gold circles are planets you can choose. The prompt under the board always says what is asked, and Learn to play in the Help menu walks you through a first game.</source>
        <translation>Klikněte na některou ze svých lodí: zelená pole jsou pohyby, červená pole útoky, a když na útok najedete myší, uvidíte jeho šance na úspěch. Zlaté kruhy jsou planety, které můžete zvolit. Výzva pod herním plánem vždy říká, co se po vás chce, a položka Naučit se hrát v nabídce Nápověda vás provede první hrou.</translation>
    </message>
    <message>
        <source>Strike: an extra attack of exactly one step on an adjacent enemy ship, as well as its normal move.</source>
        <translation>Úder: útok navíc o přesně jeden krok na sousední nepřátelskou loď, kromě běžného pohybu.</translation>
    </message>
    <message>
        <source>Transport: as its move, picks up one of your ships from a surrounding square, moves one or two steps and drops it on any empty square around its new place. It cannot attack while carrying.</source>
        <translation>Přeprava: jako svůj pohyb vezme jednu vaši loď z okolního pole, posune se o jeden nebo dva kroky a vysadí ji na libovolné volné pole kolem svého nového místa. S nákladem nemůže útočit.</translation>
    </message>
    <message>
        <source>Warp: swaps places with any other of your ships on the map. This is not its move.</source>
        <translation>Warp: vymění si místo s kteroukoli jinou vaší lodí na mapě. Nejde o její pohyb.</translation>
    </message>
    <message>
        <source>Modify: turns into a 3 or a 5; the new type&apos;s ability waits for the next turn.</source>
        <translation>Úprava: změní se na 3 nebo na 5; schopnost nového typu musí počkat do dalšího tahu.</translation>
    </message>
    <message>
        <source>Maneuver: may move and attack diagonally during its move.</source>
        <translation>Manévr: během svého pohybu se smí pohybovat a útočit úhlopříčně.</translation>
    </message>
    <message>
        <source>Free reconfigure: re-rolls itself for free, again while it shows a 6.</source>
        <translation>Přehoz zdarma: sama se zdarma přehodí, a znovu, dokud na ní padá 6.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Rules of Quantum</source>
        <translation>Pravidla hry Quantum</translation>
    </message>
    <message>
        <source>Quantum</source>
        <translation>Quantum</translation>
    </message>
    <message>
        <source>Qwantum</source>
        <translation>Qwantum</translation>
    </message>
</context>
<context>
    <name>quantum::Session</name>
    <message>
        <source>Nobody</source>
        <translation>Nikdo</translation>
    </message>
</context>
<context>
    <name>quantum::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Jazyk systému (%1)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Vypnuté</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normální</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rychlé</translation>
    </message>
    <message>
        <source>Ask before ending a turn with actions left</source>
        <translation>Ptát se před ukončením tahu se zbývajícími akcemi</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Přehrávat zvuky</translation>
    </message>
    <message>
        <source>This build of Quantum has no sound support (Qt Multimedia).</source>
        <translation>Tato verze hry Quantum nepodporuje zvuk (Qt Multimedia).</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>The TCP port a network game you host listens on. Players who join type it after the address.</source>
        <translation>Port TCP, na kterém naslouchá síťová hra, kterou hostujete. Hráči, kteří se připojují, ho zadají za adresu.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Jazyk:</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animace:</translation>
    </message>
    <message>
        <source>&amp;Pause between other players&apos; moves:</source>
        <translation>&amp;Prodleva mezi tahy ostatních hráčů:</translation>
    </message>
    <message>
        <source>&amp;Network game port:</source>
        <translation>Port pro &amp;síťové hry:</translation>
    </message>
</context>
<context>
    <name>quantum::StartPage</name>
    <message>
        <source>QUANTUM</source>
        <translation>QUANTUM</translation>
    </message>
    <message>
        <source>Dice, ships and planets: place all your cubes first.</source>
        <translation>Kostky, lodě a planety: umístěte všechny své krychle jako první.</translation>
    </message>
    <message>
        <source>Resume the interrupted game</source>
        <translation>Pokračovat v přerušené hře</translation>
    </message>
    <message>
        <source>Quick game against the computer</source>
        <translation>Rychlá hra proti počítači</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nová hra…</translation>
    </message>
    <message>
        <source>Load game…</source>
        <translation>Načíst hru…</translation>
    </message>
    <message>
        <source>Host LAN game…</source>
        <translation>Hostovat hru v síti LAN…</translation>
    </message>
    <message>
        <source>Join LAN game…</source>
        <translation>Připojit se ke hře v síti LAN…</translation>
    </message>
    <message>
        <source>Open a game on your network: friends join it from their computers.</source>
        <translation>Otevřete hru ve své síti: přátelé se k ní připojí ze svých počítačů.</translation>
    </message>
    <message>
        <source>Join a game someone hosts on your network.</source>
        <translation>Připojte se ke hře, kterou někdo hostuje ve vaší síti.</translation>
    </message>
    <message>
        <source>Map editor</source>
        <translation>Editor map</translation>
    </message>
    <message>
        <source>Design your own maps, check them and play them.</source>
        <translation>Navrhujte vlastní mapy, kontrolujte je a hrajte na nich.</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Nastavení…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <source>Card gallery</source>
        <translation>Galerie karet</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Konec</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Naučit se hrát</translation>
    </message>
    <message>
        <source>A short guided game against the computer that teaches every move.</source>
        <translation>Krátká řízená hra proti počítači, která vás naučí každý tah.</translation>
    </message>
    <message>
        <source>New to Quantum? Start with a guided game.</source>
        <translation>Quantum hrajete poprvé? Začněte řízenou hrou.</translation>
    </message>
    <message>
        <source>QWANTUM</source>
        <translation>QWANTUM</translation>
    </message>
    <message>
        <source>Seven dice, four colours: write the sums, rising, then falling.</source>
        <translation>Sedm kostek, čtyři barvy: zapisujte součty, nejprve stoupající, pak klesající.</translation>
    </message>
    <message>
        <source>2-4 players: ships are dice; place all your quantum cubes first.</source>
        <translation>2–4 hráči: lodě jsou kostky; umístěte všechny své kvantové krychle jako první.</translation>
    </message>
    <message>
        <source>2-4 players: roll seven dice and write the colour sums on your score sheet; the best columns win.</source>
        <translation>2–4 hráči: házejte sedmi kostkami a zapisujte součty barev na svůj vyplňovací lístek; vyhrávají nejlepší sloupce.</translation>
    </message>
    <message>
        <source>New to Qwantum? Start with a guided game.</source>
        <translation>Qwantum hrajete poprvé? Začněte řízenou hrou.</translation>
    </message>
</context>
<context>
    <name>quantum::Tutorial</name>
    <message>
        <source>The tutorial&apos;s start is missing.</source>
        <translation>Chybí začátek výukové hry.</translation>
    </message>
    <message>
        <source>The tutorial&apos;s start cannot be read.</source>
        <translation>Začátek výukové hry nelze načíst.</translation>
    </message>
    <message>
        <source>Welcome to Quantum</source>
        <translation>Vítejte ve hře Quantum</translation>
    </message>
    <message>
        <source>Moving a ship</source>
        <translation>Pohyb lodi</translation>
    </message>
    <message>
        <source>Attacking</source>
        <translation>Útok</translation>
    </message>
    <message>
        <source>Ship abilities</source>
        <translation>Schopnosti lodí</translation>
    </message>
    <message>
        <source>A free re-roll</source>
        <translation>Přehoz zdarma</translation>
    </message>
    <message>
        <source>Ending your turn</source>
        <translation>Konec tahu</translation>
    </message>
    <message>
        <source>Deploying</source>
        <translation>Nasazení</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>Výzkum</translation>
    </message>
    <message>
        <source>Preparing a cube</source>
        <translation>Příprava stavby</translation>
    </message>
    <message>
        <source>Waiting for the next turn</source>
        <translation>Čekání na další tah</translation>
    </message>
    <message>
        <source>Constructing a cube</source>
        <translation>Stavba krychle</translation>
    </message>
    <message>
        <source>Advance cards</source>
        <translation>Karty vylepšení</translation>
    </message>
    <message>
        <source>Well done</source>
        <translation>Výborně</translation>
    </message>
    <message>
        <source>You command the vermillion ships with the circle emblem, on the left of this small map; the computer commands the blue ones with the triangle. Whoever places all their quantum cubes on planets first wins. This game teaches the moves one at a time: gold rings show what to click, and only the move being taught is offered. Press Next to begin.</source>
        <translation>Velíte rumělkovým lodím se znakem kruhu vlevo na této malé mapě; počítač velí modrým lodím se znakem trojúhelníku. Vyhrává ten, kdo jako první umístí na planety všechny své kvantové krychle. Tato hra vás naučí tahy jeden po druhém: zlaté kroužky ukazují, kam kliknout, a nabízí se jen ten tah, který se právě učíte. Začněte stisknutím tlačítka Další.</translation>
    </message>
    <message>
        <source>Click your %1, then the ringed square on the Void, the empty tile in the middle. A ship moves up to its value in steps to neighbouring squares, never diagonally and never through planets or other ships.</source>
        <translation>Vaše %1 je připravena: klikněte na ni a potom na zakroužkované pole v Prázdnotě, prázdném dílku uprostřed. Loď se pohybuje až o tolik kroků, kolik je její hodnota, vždy na sousední pole, nikdy úhlopříčně a nikdy přes planety ani jiné lodě.</translation>
    </message>
    <message>
        <source>Click your %1, then the enemy ship ringed in gold to attack it. Both sides roll a die and add their ship&apos;s value: the lower total wins, and a tie goes to the attacker. When you win, choose to occupy the square or stay.</source>
        <translation>Vaše %1 je připravena k útoku: klikněte na ni a potom na zlatě zakroužkovanou nepřátelskou loď. Obě strany hodí kostkou a přičtou hodnotu své lodi: vyhrává nižší součet a při remíze útočník. Když vyhrajete, zvolte, zda pole obsadíte, nebo zůstanete na místě.</translation>
    </message>
    <message>
        <source>Every ship type has an ability it may use once per turn, for free. Click your %1 in orbit of planet 8 and press &quot;%2&quot; under the board: a Frigate can turn into a 3 or a 5.</source>
        <translation>Každý typ lodi má schopnost, kterou smí použít jednou za tah, a to zdarma. Vaše %1 je na oběžné dráze planety 8: klikněte na ni a stiskněte pod herním plánem „%2“: fregata se může změnit na 3 nebo na 5.</translation>
    </message>
    <message>
        <source>Every ship type has an ability it may use once per turn, for free. Click one of your ships and press its ability&apos;s button under the board.</source>
        <translation>Každý typ lodi má schopnost, kterou smí použít jednou za tah, a to zdarma. Klikněte na jednu ze svých lodí a stiskněte pod herním plánem tlačítko její schopnosti.</translation>
    </message>
    <message>
        <source>Your %1 has an ability of its own: it rolls its die again for free. Click it and press &quot;%2&quot; under the board. Any other ship is rolled again with Reconfigure, which costs an action: a Scout never needs to pay for it.</source>
        <translation>Vaše %1 má vlastní schopnost: zdarma znovu hodí svou kostkou. Klikněte na ni a stiskněte pod herním plánem „%2“. Každá jiná loď se přehazuje Přeměnou, která stojí jednu akci: průzkumná loď za ni nikdy platit nemusí.</translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation>Přehodit</translation>
    </message>
    <message>
        <source>Click End turn under the board. Then the computer plays its turn: watch its moves on the board and in the log.</source>
        <translation>Klikněte pod herním plánem na Ukončit tah. Potom odehraje svůj tah počítač: jeho tahy sledujte na herním plánu a v záznamu.</translation>
    </message>
    <message>
        <source>Your %1 was destroyed before this game began and waits in your scrapyard. Click it on your sheet at the right, then the ringed square next to your home planet.</source>
        <translation>Vaše %1 byla zničena ještě před začátkem této hry a čeká ve vašem vrakovišti. Klikněte na ni na své hráčské desce vpravo a potom na zakroužkované pole vedle vaší domovské planety.</translation>
    </message>
    <message>
        <source>Click Research under the board (or press R): your research rises by one for one action.</source>
        <translation>Klikněte pod herním plánem na Výzkum (nebo stiskněte R): za jednu akci stoupne váš výzkum o jedna.</translation>
    </message>
    <message>
        <source>To build a cube on a planet, your ships on its orbital positions (the four squares next to it) must add up exactly to its number. Move your %1 to the ringed square: then the orbit adds up.</source>
        <translation>Abyste na planetě postavili krychli, musí hodnoty vašich lodí na pozicích na její oběžné dráze (na čtyřech polích vedle ní) dát v součtu přesně její číslo. Vaše %1 patří na zakroužkované pole: přesuňte ji tam a součet na oběžné dráze bude sedět.</translation>
    </message>
    <message>
        <source>To build a cube on a planet, your ships on its orbital positions (the four squares next to it) must add up exactly to its number. Move or reconfigure your ships until an orbit adds up; end the turn when your actions are spent.</source>
        <translation>Abyste na planetě postavili krychli, musí hodnoty vašich lodí na pozicích na její oběžné dráze (na čtyřech polích vedle ní) dát v součtu přesně její číslo. Pohybujte svými loděmi nebo je přeměňujte, dokud součet na některé oběžné dráze nebude sedět; až vyčerpáte akce, ukončete tah.</translation>
    </message>
    <message numerus="yes">
        <source>Building takes two actions, and this turn has only %n left: unused actions are lost, so click Research (or press R) with it. Then click End turn; your next turn begins after the computer&apos;s.</source>
        <translation>
            <numerusform>Stavba stojí dvě akce a v tomto tahu vám zbývá jen %n: nevyužité akce propadají, takže ji využijte na Výzkum (klikněte na Výzkum nebo stiskněte R). Potom klikněte na Ukončit tah; váš další tah začne po tahu počítače.</numerusform>
            <numerusform>Stavba stojí dvě akce a v tomto tahu vám zbývají jen %n: nevyužité akce propadají, takže je využijte na Výzkum (klikněte na Výzkum nebo stiskněte R). Potom klikněte na Ukončit tah; váš další tah začne po tahu počítače.</numerusform>
            <numerusform>Stavba stojí dvě akce a v tomto tahu vám zbývá jen %n: nevyužité akce propadají, takže je využijte na Výzkum (klikněte na Výzkum nebo stiskněte R). Potom klikněte na Ukončit tah; váš další tah začne po tahu počítače.</numerusform>
        </translation>
    </message>
    <message>
        <source>Building takes two actions, and this turn has no more. Click End turn; your next turn begins after the computer&apos;s.</source>
        <translation>Stavba stojí dvě akce a v tomto tahu už žádné nezbývají. Klikněte na Ukončit tah; váš další tah začne po tahu počítače.</translation>
    </message>
    <message>
        <source>Click the gold-circled planet to construct a cube there. It costs two actions.</source>
        <translation>Klikněte na zlatě zakroužkovanou planetu a postavte na ní krychli. Stojí to dvě akce.</translation>
    </message>
    <message>
        <source>You placed a cube, so an advance card is yours when your actions are over. Spend what is left on Research (R), then click End turn and take one of the six cards over the board.</source>
        <translation>Umístili jste krychli, takže po skončení akcí vám náleží karta vylepšení. Zbývající akce využijte na Výzkum (R), potom klikněte na Ukončit tah a vezměte si jednu ze šesti karet nad herním plánem.</translation>
    </message>
    <message>
        <source>You placed a cube, so an advance card is yours when your actions are over. Click End turn, then one of the six cards over the board.</source>
        <translation>Umístili jste krychli, takže po skončení akcí vám náleží karta vylepšení. Klikněte na Ukončit tah a potom na jednu ze šesti karet nad herním plánem.</translation>
    </message>
    <message>
        <source>You have built your first cube. The rest of the game is yours: play on against the computer, or go back to the menu and start a game of your own. The Rules explain everything else: entanglement, dominance and infamy, and every card.</source>
        <translation>Postavili jste svou první krychli. Zbytek hry je na vás: hrajte dál proti počítači, nebo se vraťte do nabídky a začněte vlastní hru. Vše ostatní vysvětlují Pravidla: provázání, dominanci a hanbu i všechny karty.</translation>
    </message>
    <message>
        <source>Each turn you have three actions: moving or attacking with a ship, reconfiguring one, deploying one, researching, or building a cube (two). Ship abilities cost nothing.</source>
        <translation>V každém tahu máte tři akce: pohyb nebo útok lodí, přeměnu lodi, nasazení lodi, výzkum, nebo stavbu krychle (za dvě). Schopnosti lodí nestojí nic.</translation>
    </message>
    <message>
        <source>Each of your ships on the Void raises your research by one at the start of your turn. A move costs one action, and each ship moves once per turn.</source>
        <translation>Každá vaše loď v Prázdnotě vám na začátku tahu zvýší výzkum o jedna. Pohyb stojí jednu akci a každá loď se smí pohnout jednou za tah.</translation>
    </message>
    <message>
        <source>A 1 against a 6 cannot lose. The destroyed ship goes to its owner&apos;s scrapyard and your dominance rises by one: at dominance 6 you place a cube for free.</source>
        <translation>Jednička proti šestce nemůže prohrát. Zničená loď jde do vrakoviště svého majitele a vaše dominance stoupne o jedna: při dominanci 6 umístíte krychli zdarma.</translation>
    </message>
    <message>
        <source>Your ships in orbit of a planet must add up exactly to its number to build there. At 5, your Frigate needs only a 3 beside it to make the 8 of this planet.</source>
        <translation>Aby se na planetě dalo stavět, musí vaše lodě na její oběžné dráze dát v součtu přesně její číslo. Vaší fregatě s hodnotou 5 stačí vedle sebe trojka, aby spolu daly osmičku této planety.</translation>
    </message>
    <message>
        <source>The value is the ship&apos;s type, its movement and its strength in battle: a low value fights better, a high one goes further. A Scout (6) is the weakest in battle, and its re-roll never shows 6 again.</source>
        <translation>Hodnota určuje typ lodi, její pohyb i sílu v boji: nízká hodnota bojuje lépe, vysoká doletí dál. Průzkumná loď (6) je v boji nejslabší a při jejím přehozu už nikdy znovu nepadne 6.</translation>
    </message>
    <message>
        <source>Unused actions are lost, so plan all three before you end the turn.</source>
        <translation>Nevyužité akce propadají, takže si před ukončením tahu naplánujte všechny tři.</translation>
    </message>
    <message>
        <source>Ships come back next to a planet that holds one of your cubes. Deploying costs one action and is not the ship&apos;s move: it may still move this turn.</source>
        <translation>Lodě se vracejí vedle planety, na které máte krychli. Nasazení stojí jednu akci a není pohybem lodi: loď se v tomto tahu ještě smí pohnout.</translation>
    </message>
    <message>
        <source>With research at 6 at the end of your turn you make a breakthrough: an advance card, and research starts again at 1.</source>
        <translation>Když máte na konci tahu výzkum na 6, dosáhnete průlomu: získáte kartu vylepšení a výzkum začne znovu od 1.</translation>
    </message>
    <message>
        <source>Enemy ships and ships diagonal to the planet do not count, and a planet takes only one cube of each player.</source>
        <translation>Nepřátelské lodě a lodě úhlopříčně od planety se nepočítají a planeta přijme od každého hráče jen jednu krychli.</translation>
    </message>
    <message>
        <source>The computer may come and spoil your sum: build as soon as it adds up.</source>
        <translation>Počítač může přiletět a součet vám pokazit: stavějte, jakmile sedí.</translation>
    </message>
    <message>
        <source>Each cube is a step to victory. A planet has room for one cube per number above 6 (one on a 7, four on a 10).</source>
        <translation>Každá krychle je krokem k vítězství. Planeta má místo pro jednu krychli za každé číslo nad 6 (jednu na sedmičce, čtyři na desítce).</translation>
    </message>
    <message>
        <source>Gambit cards act at once and are discarded; command cards stay with you, up to three, and work from your next turn.</source>
        <translation>Gambitové karty účinkují okamžitě a odhazují se; příkazové karty vám zůstávají, nejvýše tři, a působí od vašeho příštího tahu.</translation>
    </message>
    <message numerus="yes">
        <source>Place all %n of your cubes before the computer does to win.</source>
        <translation>
            <numerusform>Umístěte svou %n krychli dřív než počítač a vyhrajete.</numerusform>
            <numerusform>Umístěte všechny své %n krychle dřív než počítač a vyhrajete.</numerusform>
            <numerusform>Umístěte všech svých %n krychlí dřív než počítač a vyhrajete.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <source>The computer is playing its turn…</source>
        <translation>Počítač hraje svůj tah…</translation>
    </message>
    <message>
        <source>First answer the question under the board.</source>
        <translation>Nejprve odpovězte na otázku pod herním plánem.</translation>
    </message>
    <message>
        <source>This step is not possible right now: play on as you like, or skip it.</source>
        <translation>Tento krok teď není možný: hrajte dál podle svého, nebo ho přeskočte.</translation>
    </message>
</context>
<context>
    <name>quantum::TutorialPanel</name>
    <message>
        <source>Back to the menu</source>
        <translation>Zpět do nabídky</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Proč</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Ukázat</translation>
    </message>
    <message>
        <source>Makes the move of this step for you.</source>
        <translation>Zahraje tah tohoto kroku za vás.</translation>
    </message>
    <message>
        <source>Skip this step</source>
        <translation>Přeskočit tento krok</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Další</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Krok %1 z %2</translation>
    </message>
</context>
<context>
    <name>quantum::editor::BalanceChart</name>
    <message>
        <source>The results show here once games have been played.</source>
        <translation>Výsledky se tu zobrazí, až budou odehrány nějaké hry.</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 až %3)</translation>
    </message>
    <message>
        <source>never chosen</source>
        <translation>nikdy nevybráno</translation>
    </message>
    <message>
        <source>Wins by seat (95% interval; dashed: a fair share)</source>
        <translation>Výhry podle místa (95% interval; čárkovaně: spravedlivý podíl)</translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1 (místo %2)</translation>
    </message>
    <message>
        <source>Wins by starting planet</source>
        <translation>Výhry podle výchozí planety</translation>
    </message>
    <message>
        <source>Planet %1 on tile %2, %3</source>
        <translation>Planeta %1 na dílku %2, %3</translation>
    </message>
</context>
<context>
    <name>quantum::editor::BalanceDialog</name>
    <message>
        <source>Check Balance</source>
        <translation>Kontrola vyváženosti</translation>
    </message>
    <message>
        <source>Computer players play many games against each other on this map, in every seat in turn. A fair map gives every seat and every starting planet about the same share of wins.</source>
        <translation>Počítačoví hráči sehrají na této mapě proti sobě mnoho her a postupně vystřídají všechna místa. Spravedlivá mapa dává každému místu a každé výchozí planetě zhruba stejný podíl výher.</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Hry:</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>Úro&amp;veň počítače:</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v z %m her</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Spustit</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Zrušit</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <translation>
            <numerusform>Zrušeno po %n hře.</numerusform>
            <numerusform>Zrušeno po %n hrách.</numerusform>
            <numerusform>Zrušeno po %n hrách.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played.</source>
        <translation>
            <numerusform>Odehrána %n hra.</numerusform>
            <numerusform>Odehrány %n hry.</numerusform>
            <numerusform>Odehráno %n her.</numerusform>
        </translation>
    </message>
    <message>
        <source>Average length: %1 turns. Draws (no winner by turn %2): %3.</source>
        <translation>Průměrná délka v tazích: %1. Remízy (bez vítěze do tahu %2): %3.</translation>
    </message>
    <message>
        <source>The games could not be played: %1</source>
        <translation>Hry nelze odehrát: %1</translation>
    </message>
    <message>
        <source>This map cannot be played yet: fix the errors listed under Problems, then run the check.</source>
        <translation>Na této mapě zatím nelze hrát: opravte chyby uvedené v části Problémy a pak spusťte kontrolu.</translation>
    </message>
    <message>
        <source>Stopping the games in progress…</source>
        <translation>Zastavuji probíhající hry…</translation>
    </message>
    <message>
        <source>The map was edited: these games are played on the map as it was when the check began.</source>
        <translation>Mapa byla upravena: tyto hry se hrají na mapě ve stavu, v jakém byla na začátku kontroly.</translation>
    </message>
    <message>
        <source>The map was edited since these games were played: run the check again for the map as it is.</source>
        <translation>Mapa byla od odehrání těchto her upravena: spusťte kontrolu znovu pro aktuální podobu mapy.</translation>
    </message>
</context>
<context>
    <name>quantum::editor::EditorView</name>
    <message>
        <source>Planet &amp;7</source>
        <translation>Planeta &amp;7</translation>
    </message>
    <message>
        <source>Planet &amp;8</source>
        <translation>Planeta &amp;8</translation>
    </message>
    <message>
        <source>Planet &amp;9</source>
        <translation>Planeta &amp;9</translation>
    </message>
    <message>
        <source>Planet 1&amp;0</source>
        <translation>Planeta 1&amp;0</translation>
    </message>
    <message>
        <source>The &amp;Void</source>
        <translation>&amp;Prázdnota</translation>
    </message>
    <message>
        <source>Toggle &amp;Starting Planet</source>
        <translation>Přepnout vý&amp;chozí planetu</translation>
    </message>
    <message>
        <source>&amp;Delete Tiles</source>
        <translation>&amp;Smazat dílky</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Vybr&amp;at vše</translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s)</source>
        <translation>
            <numerusform>Přesunout %n dílek</numerusform>
            <numerusform>Přesunout %n dílky</numerusform>
            <numerusform>Přesunout %n dílků</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::editor::EditorWindow</name>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 nelze otevřít: %2</translation>
    </message>
    <message>
        <source>A quarter turn needs a map whose middle is a tile centre or a tile corner.</source>
        <translation>Otočení o čtvrt otáčky vyžaduje mapu, jejíž střed je středem nebo rohem dílku.</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Vypnuto</translation>
    </message>
    <message>
        <source>&amp;Left and Right</source>
        <translation>V&amp;levo a vpravo</translation>
    </message>
    <message>
        <source>&amp;Top and Bottom</source>
        <translation>&amp;Nahoře a dole</translation>
    </message>
    <message>
        <source>&amp;Both Mirrors</source>
        <translation>&amp;Obě zrcadlení</translation>
    </message>
    <message>
        <source>&amp;Half Turn</source>
        <translation>Otočení o &amp;půl otáčky</translation>
    </message>
    <message>
        <source>&amp;Quarter Turns</source>
        <translation>Otočení o čtvr&amp;t otáčky</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Soubor</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Otevřít ne&amp;dávné</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Úpr&amp;avy</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Zobrazit</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>&amp;Mapa</translation>
    </message>
    <message>
        <source>&amp;New Map</source>
        <translation>&amp;Nová mapa</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Otevřít...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Uložit</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Uložit j&amp;ako...</translation>
    </message>
    <message>
        <source>&amp;Import Layout Notation...</source>
        <translation>&amp;Importovat zápis rozložení...</translation>
    </message>
    <message>
        <source>Cop&amp;y Layout Notation</source>
        <translation>Kopí&amp;rovat zápis rozložení</translation>
    </message>
    <message>
        <source>&amp;Paste Layout Notation</source>
        <translation>&amp;Vložit zápis rozložení</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Zavřít</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Vyj&amp;mout</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopírovat</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Vložit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Zpět</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Z&amp;novu</translation>
    </message>
    <message>
        <source>Mirror &amp;Left to Right</source>
        <translation>Zrcadlit z&amp;leva doprava</translation>
    </message>
    <message>
        <source>Mirror Top to &amp;Bottom</source>
        <translation>Zrcadlit shora &amp;dolů</translation>
    </message>
    <message>
        <source>R&amp;otate Clockwise</source>
        <translation>&amp;Otočit po směru hodinových ručiček</translation>
    </message>
    <message>
        <source>Mirror &amp;Mode</source>
        <translation>&amp;Režim zrcadlení</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Přiblížit</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Oddálit</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>Přizpůsobit &amp;mapu</translation>
    </message>
    <message>
        <source>&amp;Play This Map</source>
        <translation>&amp;Hrát na této mapě</translation>
    </message>
    <message>
        <source>Check &amp;Balance...</source>
        <translation>Kontrola &amp;vyváženosti...</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Dílky</translation>
    </message>
    <message>
        <source>Map Properties</source>
        <translation>Vlastnosti mapy</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problémy</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <source>&lt;map as opened&gt;</source>
        <translation>&lt;mapa při otevření&gt;</translation>
    </message>
    <message>
        <source>%1[*] - Quantum Map Editor</source>
        <translation>%1[*] - Editor map Quantum</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s), ready to play</source>
        <translation>
            <numerusform>%n dílek, připraveno ke hře</numerusform>
            <numerusform>%n dílky, připraveno ke hře</numerusform>
            <numerusform>%n dílků, připraveno ke hře</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s).</source>
        <translation>
            <numerusform>%n dílek.</numerusform>
            <numerusform>%n dílky.</numerusform>
            <numerusform>%n dílků.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s).</source>
        <translation>
            <numerusform>%n chyba.</numerusform>
            <numerusform>%n chyby.</numerusform>
            <numerusform>%n chyb.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mirror mode on</source>
        <translation>Režim zrcadlení zapnut</translation>
    </message>
    <message>
        <source>Select the tiles to copy first.</source>
        <translation>Nejdřív vyberte dílky ke kopírování.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) copied to the clipboard.</source>
        <translation>
            <numerusform>%n dílek zkopírován do schránky.</numerusform>
            <numerusform>%n dílky zkopírovány do schránky.</numerusform>
            <numerusform>%n dílků zkopírováno do schránky.</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the tiles to cut first.</source>
        <translation>Nejdřív vyberte dílky k vyjmutí.</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) cut to the clipboard.</source>
        <translation>
            <numerusform>%n dílek vyjmut do schránky.</numerusform>
            <numerusform>%n dílky vyjmuty do schránky.</numerusform>
            <numerusform>%n dílků vyjmuto do schránky.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing pasted: the clipboard holds no tiles. Copy tiles in a map editor first (for layout notation use Paste Layout Notation).</source>
        <translation>Nic nevloženo: schránka neobsahuje žádné dílky. Nejdřív zkopírujte dílky v editoru map (pro zápis rozložení použijte Vložit zápis rozložení).</translation>
    </message>
    <message>
        <source>Nothing pasted: %1.</source>
        <translation>Nic nevloženo: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing pasted: the %n tile(s) fit nowhere on this map without covering a tile or making the map larger than %1 x %1 tiles.</source>
        <translation>
            <numerusform>Nic nevloženo: %n dílek se na tuto mapu nikam nevejde, aniž by zakryl jiný dílek nebo zvětšil mapu nad %1 x %1 dílků.</numerusform>
            <numerusform>Nic nevloženo: %n dílky se na tuto mapu nikam nevejdou, aniž by zakryly jiný dílek nebo zvětšily mapu nad %1 x %1 dílků.</numerusform>
            <numerusform>Nic nevloženo: %n dílků se na tuto mapu nikam nevejde, aniž by zakryly jiný dílek nebo zvětšily mapu nad %1 x %1 dílků.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) pasted.</source>
        <translation>
            <numerusform>Vložen %n dílek.</numerusform>
            <numerusform>Vloženy %n dílky.</numerusform>
            <numerusform>Vloženo %n dílků.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) pasted at the nearest free place.</source>
        <translation>
            <numerusform>%n dílek vložen na nejbližší volné místo.</numerusform>
            <numerusform>%n dílky vloženy na nejbližší volné místo.</numerusform>
            <numerusform>%n dílků vloženo na nejbližší volné místo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as a draft: the map has problems to fix before it can be played.</source>
        <translation>Uloženo jako koncept: mapa má problémy, které je třeba opravit, než na ní bude možné hrát.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Uloženo: %1</translation>
    </message>
    <message>
        <source>Import layout notation</source>
        <translation>Importovat zápis rozložení</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportováno: %1</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Neuložené změny</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; has unsaved changes. Save them?</source>
        <translation>Mapa „%1“ obsahuje neuložené změny. Uložit je?</translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation>Uložení selhalo</translation>
    </message>
    <message>
        <source>Could not save the map: %1</source>
        <translation>Mapu nelze uložit: %1</translation>
    </message>
    <message>
        <source>Save Map</source>
        <translation>Uložit mapu</translation>
    </message>
    <message>
        <source>Quantum maps (*.quantum-map *.json)</source>
        <translation>Mapy Quantum (*.quantum-map *.json)</translation>
    </message>
    <message>
        <source>Open Failed</source>
        <translation>Otevření selhalo</translation>
    </message>
    <message>
        <source>Import Layout Notation</source>
        <translation>Importovat zápis rozložení</translation>
    </message>
    <message>
        <source>Layout notation (rows separated by /, e.g. 7* 8 7 / 8 10 8 / 7 8 7*):</source>
        <translation>Zápis rozložení (řádky oddělené znakem /, např. 7* 8 7 / 8 10 8 / 7 8 7*):</translation>
    </message>
    <message>
        <source>Import Failed</source>
        <translation>Import selhal</translation>
    </message>
    <message>
        <source>This is not layout notation: %1</source>
        <translation>Toto není zápis rozložení: %1</translation>
    </message>
    <message>
        <source>Copy Layout Notation</source>
        <translation>Kopírovat zápis rozložení</translation>
    </message>
    <message>
        <source>This map has no layout notation: %1</source>
        <translation>Tato mapa nemá zápis rozložení: %1</translation>
    </message>
    <message>
        <source>Layout notation copied to the clipboard.</source>
        <translation>Zápis rozložení zkopírován do schránky.</translation>
    </message>
    <message>
        <source>Paste Failed</source>
        <translation>Vložení selhalo</translation>
    </message>
    <message>
        <source>The clipboard does not hold layout notation: %1</source>
        <translation>Schránka neobsahuje zápis rozložení: %1</translation>
    </message>
    <message>
        <source>Export as SVG</source>
        <translation>Exportovat jako SVG</translation>
    </message>
    <message>
        <source>Export as PNG</source>
        <translation>Exportovat jako PNG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Obrázky SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Obrázky PNG (*.png)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Export selhal</translation>
    </message>
    <message>
        <source>Could not export the map: %1</source>
        <translation>Mapu nelze exportovat: %1</translation>
    </message>
    <message>
        <source>No recent maps</source>
        <translation>Žádné nedávné mapy</translation>
    </message>
    <message>
        <source>Copy &amp;Map Code</source>
        <translation>Kopírovat kód &amp;mapy</translation>
    </message>
    <message>
        <source>Paste Map Cod&amp;e</source>
        <translation>Vložit &amp;kód mapy</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>&amp;Exportovat</translation>
    </message>
    <message>
        <source>PN&amp;G Image...</source>
        <translation>Obrázek PN&amp;G...</translation>
    </message>
    <message>
        <source>S&amp;VG Image...</source>
        <translation>Obrázek S&amp;VG...</translation>
    </message>
    <message>
        <source>&amp;Print-and-Play PDF...</source>
        <translation>PDF k &amp;tisku a hraní...</translation>
    </message>
    <message>
        <source>Ge&amp;nerate...</source>
        <translation>&amp;Generovat...</translation>
    </message>
    <message>
        <source>Export Print-and-Play PDF</source>
        <translation>Exportovat PDF k tisku a hraní</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Dokumenty PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Paste map code</source>
        <translation>Vložit kód mapy</translation>
    </message>
    <message>
        <source>Copy Map Code</source>
        <translation>Kopírovat kód mapy</translation>
    </message>
    <message>
        <source>This map has no map code: %1</source>
        <translation>Tato mapa nemá kód mapy: %1</translation>
    </message>
    <message numerus="yes">
        <source>Map code copied to the clipboard (%n character(s)).</source>
        <translation>
            <numerusform>Kód mapy zkopírován do schránky (%n znak).</numerusform>
            <numerusform>Kód mapy zkopírován do schránky (%n znaky).</numerusform>
            <numerusform>Kód mapy zkopírován do schránky (%n znaků).</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard does not hold a map code: %1</source>
        <translation>Schránka neobsahuje kód mapy: %1</translation>
    </message>
    <message>
        <source>Map pasted from its code; Undo brings the previous map back.</source>
        <translation>Mapa vložena z kódu; příkazem Zpět vrátíte předchozí mapu.</translation>
    </message>
</context>
<context>
    <name>quantum::editor::ExportPdfDialog</name>
    <message>
        <source>This map cannot be printed: %1.</source>
        <translation>Tuto mapu nelze vytisknout: %1.</translation>
    </message>
    <message>
        <source>One page; squares of %1 mm, the largest that fit.</source>
        <translation>Jedna stránka; pole o straně %1 mm, největší, jaká se vejdou.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s): the map, then every tile at true size (squares of %1 mm, tiles of %2 mm) with crop marks.</source>
        <translation>
            <numerusform>%n stránka: mapa, pak každý dílek ve skutečné velikosti (pole o straně %1 mm, dílky o straně %2 mm) s ořezovými značkami.</numerusform>
            <numerusform>%n stránky: mapa, pak každý dílek ve skutečné velikosti (pole o straně %1 mm, dílky o straně %2 mm) s ořezovými značkami.</numerusform>
            <numerusform>%n stránek: mapa, pak každý dílek ve skutečné velikosti (pole o straně %1 mm, dílky o straně %2 mm) s ořezovými značkami.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Print-and-Play PDF</source>
        <translation>Exportovat PDF k tisku a hraní</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papír:</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>&amp;One-page poster</source>
        <translation>Plakát na jednu &amp;stránku</translation>
    </message>
    <message>
        <source>The whole map on one sheet, as large as the paper allows.</source>
        <translation>Celá mapa na jednom listu, tak velká, jak to papír dovolí.</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exportovat...</translation>
    </message>
</context>
<context>
    <name>quantum::editor::ExportPngDialog</name>
    <message>
        <source>%1 x %2 pixels, printed %3 x %4 cm at %5 dots per inch.</source>
        <translation>%1 x %2 pixelů, při %5 bodech na palec vytištěno %3 x %4 cm.</translation>
    </message>
    <message>
        <source>Export as PNG</source>
        <translation>Exportovat jako PNG</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>&amp;Měřítko:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>Šíř&amp;ka:</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>&amp;Výška:</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>&amp;Rozlišení:</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>100% draws each square 64 pixels wide.</source>
        <translation>Při 100 % má každé pole šířku 64 pixelů.</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Exportovat...</translation>
    </message>
</context>
<context>
    <name>quantum::editor::GenerateDialog</name>
    <message>
        <source>Generate Map</source>
        <translation>Generovat mapu</translation>
    </message>
    <message>
        <source>Draws layouts with the symmetry asked for, lets computer players play many games on each, and keeps the fairest. It replaces the map being edited; Undo brings it back.</source>
        <translation>Náhodně vytvoří rozložení se zvolenou symetrií, nechá na každém z nich počítačové hráče sehrát mnoho her a ponechá to nejspravedlivější. Nahradí upravovanou mapu; příkazem Zpět ji vrátíte.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Hráči:</translation>
    </message>
    <message>
        <source>Cubes to &amp;win:</source>
        <translation>&amp;Krychle k vítězství:</translation>
    </message>
    <message>
        <source>&amp;Size (tiles):</source>
        <translation>&amp;Velikost (dílky):</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>&amp;Symetrie:</translation>
    </message>
    <message>
        <source>&amp;Void tiles:</source>
        <translation>Dílky &amp;Prázdnoty:</translation>
    </message>
    <message>
        <source>Ga&amp;mes per layout:</source>
        <translation>Her na rozl&amp;ožení:</translation>
    </message>
    <message>
        <source>&amp;Layouts tried:</source>
        <translation>Zkoušených &amp;rozložení:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Se&amp;mínko:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automaticky</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Žádná</translation>
    </message>
    <message>
        <source>Mirror: left and right, top and bottom</source>
        <translation>Zrcadlení: vlevo a vpravo, nahoře a dole</translation>
    </message>
    <message>
        <source>Mirror: left and right, one start on the axis</source>
        <translation>Zrcadlení: vlevo a vpravo, jedna výchozí planeta na ose</translation>
    </message>
    <message>
        <source>Mirror: left and right</source>
        <translation>Zrcadlení: vlevo a vpravo</translation>
    </message>
    <message>
        <source>Rotation: half turn</source>
        <translation>Otočení: o půl otáčky</translation>
    </message>
    <message>
        <source>Rotation: quarter turns, three of four starts</source>
        <translation>Otočení: o čtvrt otáčky, tři ze čtyř výchozích planet</translation>
    </message>
    <message>
        <source>Rotation: quarter turns</source>
        <translation>Otočení: o čtvrt otáčky</translation>
    </message>
    <message>
        <source>A layout is fair when every seat and every starting planet wins between %1 and %2 of its games (a fair share is %3) and each wins at least one.</source>
        <translation>Rozložení je spravedlivé, když každé místo a každá výchozí planeta vyhraje %1 až %2 svých her (spravedlivý podíl je %3) a každé z nich aspoň jednu hru.</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v z %m her</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generovat</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Zrušit</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <source>These settings cannot make a map: %1</source>
        <translation>S tímto nastavením nelze mapu vytvořit: %1</translation>
    </message>
    <message>
        <source>Stopping the games in progress…</source>
        <translation>Zastavuji probíhající hry…</translation>
    </message>
    <message>
        <source>Cancelled: the map was not changed.</source>
        <translation>Zrušeno: mapa nebyla změněna.</translation>
    </message>
    <message>
        <source>No map was made: %1</source>
        <translation>Žádná mapa nebyla vytvořena: %1</translation>
    </message>
    <message>
        <source>No map was made.</source>
        <translation>Žádná mapa nebyla vytvořena.</translation>
    </message>
    <message>
        <source>Generated Map %1</source>
        <translation>Vygenerovaná mapa %1</translation>
    </message>
    <message>
        <source>None of the layouts was fair within the band: the fairest is shown. Try more layouts or another symmetry.</source>
        <translation>Žádné z rozložení nebylo v daném rozmezí spravedlivé: zobrazeno je to nejspravedlivější. Zkuste více rozložení nebo jinou symetrii.</translation>
    </message>
    <message>
        <source>Kept layout %1 of %2. In its %3 games the seats won %4.</source>
        <translation>Ponecháno rozložení %1 z %2. V jeho hrách (%3) vyhrála jednotlivá místa %4.</translation>
    </message>
</context>
<context>
    <name>quantum::editor::MapDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Bez názvu</translation>
    </message>
    <message>
        <source>The map has no name: New Game would list it without one. Give it a name in Map Properties.</source>
        <translation>Mapa nemá název: Nová hra by ji uvedla bez názvu. Pojmenujte ji ve Vlastnostech mapy.</translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s)</source>
        <translation>
            <numerusform>Přesunout %n dílek</numerusform>
            <numerusform>Přesunout %n dílky</numerusform>
            <numerusform>Přesunout %n dílků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tile(s)</source>
        <translation>
            <numerusform>Vložit %n dílek</numerusform>
            <numerusform>Vložit %n dílky</numerusform>
            <numerusform>Vložit %n dílků</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut %n tile(s)</source>
        <translation>
            <numerusform>Vyjmout %n dílek</numerusform>
            <numerusform>Vyjmout %n dílky</numerusform>
            <numerusform>Vyjmout %n dílků</numerusform>
        </translation>
    </message>
    <message>
        <source>Mirror tiles left to right</source>
        <translation>Zrcadlit dílky zleva doprava</translation>
    </message>
    <message>
        <source>Mirror tiles top to bottom</source>
        <translation>Zrcadlit dílky shora dolů</translation>
    </message>
    <message>
        <source>Rotate tiles</source>
        <translation>Otočit dílky</translation>
    </message>
    <message>
        <source>the file is larger than 64 MiB</source>
        <translation>soubor je větší než 64 MiB</translation>
    </message>
    <message>
        <source>it is not a regular file (%1)</source>
        <translation>není to běžný soubor (%1)</translation>
    </message>
</context>
<context>
    <name>quantum::editor::MapLibrary</name>
    <message>
        <source>not valid: %1</source>
        <translation>neplatná: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n map(s)</source>
        <translation>
            <numerusform>%n mapa</numerusform>
            <numerusform>%n mapy</numerusform>
            <numerusform>%n map</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Under a map&apos;s picture in the map list: %1 the players, %2 the cubes to win (&quot;2 players · 5 cubes&quot;).</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n hráč</numerusform>
            <numerusform>%n hráči</numerusform>
            <numerusform>%n hráčů</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s)</source>
        <translation>
            <numerusform>%n krychle</numerusform>
            <numerusform>%n krychle</numerusform>
            <numerusform>%n krychlí</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Hráči:</translation>
    </message>
    <message>
        <source>Any number of players</source>
        <translation>Libovolný počet hráčů</translation>
    </message>
    <message>
        <source>Any number of cubes</source>
        <translation>Libovolný počet krychlí</translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s) to win</source>
        <translation>
            <numerusform>%n krychle k vítězství</numerusform>
            <numerusform>%n krychle k vítězství</numerusform>
            <numerusform>%n krychlí k vítězství</numerusform>
        </translation>
    </message>
    <message>
        <source>Search maps</source>
        <translation>Hledat mapy</translation>
    </message>
    <message>
        <source>Or&amp;der</source>
        <extracomment>A button over the map list: its menu sorts the maps and groups them.</extracomment>
        <translation>Ř&amp;azení</translation>
    </message>
    <message>
        <source>Sort the maps by name or newest first, in sections by player count or not.</source>
        <translation>Řadit mapy podle názvu nebo od nejnovějších, s oddíly podle počtu hráčů nebo bez nich.</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>Podle názvu</translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation>Od nejnovějších</translation>
    </message>
    <message>
        <source>Your maps by the time they were last saved, then the maps that come with the game.</source>
        <translation>Vaše mapy podle času posledního uložení, po nich mapy dodávané se hrou.</translation>
    </message>
    <message>
        <source>Group by players</source>
        <translation>Seskupit podle počtu hráčů</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <comment>map list section</comment>
        <extracomment>A section of the map list: the maps for this number of players.</extracomment>
        <translation>
            <numerusform>Pro %n hráče</numerusform>
            <numerusform>Pro %n hráče</numerusform>
            <numerusform>Pro %n hráčů</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot be played</source>
        <translation>Nelze hrát</translation>
    </message>
    <message>
        <source>Cannot be opened</source>
        <translation>Nelze otevřít</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <extracomment>The tooltip of a map file that cannot be used: %1 its path, %2 why.</extracomment>
        <translation>%1
%2</translation>
    </message>
</context>
<context>
    <name>quantum::editor::MapLibraryDialog</name>
    <message>
        <source>Open Map</source>
        <translation>Otevřít mapu</translation>
    </message>
    <message>
        <source>Your maps, in %1</source>
        <translation>Vaše mapy ve složce %1</translation>
    </message>
    <message>
        <source>The maps that come with the game, and yours, in %1. A map that comes with the game opens as a new copy.</source>
        <translation>Mapy dodávané se hrou a vaše mapy ze složky %1. Mapa dodávaná se hrou se otevře jako nová kopie.</translation>
    </message>
    <message>
        <source>Other file...</source>
        <translation>Jiný soubor...</translation>
    </message>
    <message>
        <source>Open a map kept in another folder.</source>
        <translation>Otevřít mapu uloženou v jiné složce.</translation>
    </message>
    <message>
        <source>Quantum maps (*.quantum-map *.json);;All files (*)</source>
        <translation>Mapy Quantum (*.quantum-map *.json);;Všechny soubory (*)</translation>
    </message>
</context>
<context>
    <name>quantum::editor::PropertiesPanel</name>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Název:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>&amp;Autor:</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Popis:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Hráči:</translation>
    </message>
    <message>
        <source>&amp;Cubes per player:</source>
        <translation>&amp;Krychle na hráče:</translation>
    </message>
    <message>
        <source>One sentence about the map</source>
        <translation>Jedna věta o mapě</translation>
    </message>
</context>
<context>
    <name>quantum::editor::StatisticsPanel</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n dílek</numerusform>
            <numerusform>%n dílky</numerusform>
            <numerusform>%n dílků</numerusform>
        </translation>
    </message>
    <message>
        <source>Planet %1: %2</source>
        <translation>Planeta %1: %2</translation>
    </message>
    <message>
        <source>The Void: %1</source>
        <translation>Prázdnota: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n cube location(s); the players need %1.</source>
        <translation>
            <numerusform>%n místo pro krychli; hráči potřebují %1.</numerusform>
            <numerusform>%n místa pro krychle; hráči potřebují %1.</numerusform>
            <numerusform>%n míst pro krychle; hráči potřebují %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spare location(s).</source>
        <translation>
            <numerusform>%n místo navíc.</numerusform>
            <numerusform>%n místa navíc.</numerusform>
            <numerusform>%n míst navíc.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n location(s) short.</source>
        <translation>
            <numerusform>Chybí %n místo.</numerusform>
            <numerusform>Chybějí %n místa.</numerusform>
            <numerusform>Chybí %n míst.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fairness: mark the starting planets to compare them.</source>
        <translation>Spravedlnost: označte výchozí planety, aby je šlo porovnat.</translation>
    </message>
    <message numerus="yes">
        <source>Start (%1, %2): the nearest other start is %n tile(s) away.</source>
        <translation>
            <numerusform>Start (%1, %2): nejbližší jiný start je %n dílek daleko.</numerusform>
            <numerusform>Start (%1, %2): nejbližší jiný start je %n dílky daleko.</numerusform>
            <numerusform>Start (%1, %2): nejbližší jiný start je %n dílků daleko.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube location(s) within 2 tiles.</source>
        <translation>
            <numerusform>%n místo pro krychli do vzdálenosti 2 dílků.</numerusform>
            <numerusform>%n místa pro krychle do vzdálenosti 2 dílků.</numerusform>
            <numerusform>%n míst pro krychle do vzdálenosti 2 dílků.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fairness: the starting planets look balanced.</source>
        <translation>Spravedlnost: výchozí planety vypadají vyváženě.</translation>
    </message>
    <message>
        <source>Fairness: the starting planets differ; consider the symmetry helpers.</source>
        <translation>Spravedlnost: výchozí planety se liší; zvažte pomůcky pro symetrii.</translation>
    </message>
</context>
<context>
    <name>quantum::editor::TilePalette</name>
    <message>
        <source>Drag a tile onto the map; drop tiles here to remove them.</source>
        <translation>Přetáhněte dílek na mapu; dílky přetažené sem se odstraní.</translation>
    </message>
    <message>
        <source>The Void</source>
        <translation>Prázdnota</translation>
    </message>
    <message>
        <source>Planet %1</source>
        <translation>Planeta %1</translation>
    </message>
    <message>
        <source>Drop to remove</source>
        <translation>Pusťte pro odstranění</translation>
    </message>
</context>
<context>
    <name>quantum::editor::ValidationPanel</name>
    <message>
        <source>Click to show the tile</source>
        <translation>Kliknutím zobrazíte dílek</translation>
    </message>
    <message>
        <source>Click to name the map</source>
        <translation>Kliknutím mapu pojmenujete</translation>
    </message>
    <message>
        <source>The map is ready to play.</source>
        <translation>Mapa je připravena ke hře.</translation>
    </message>
    <message numerus="yes">
        <source>The map is playable, with %n notice(s).</source>
        <translation>
            <numerusform>Na mapě lze hrát, s %n upozorněním.</numerusform>
            <numerusform>Na mapě lze hrát, s %n upozorněními.</numerusform>
            <numerusform>Na mapě lze hrát, s %n upozorněními.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s): the map can be saved as a draft but not played.</source>
        <translation>
            <numerusform>%n chyba: mapu lze uložit jako koncept, ale nelze na ní hrát.</numerusform>
            <numerusform>%n chyby: mapu lze uložit jako koncept, ale nelze na ní hrát.</numerusform>
            <numerusform>%n chyb: mapu lze uložit jako koncept, ale nelze na ní hrát.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::net::PortMapping</name>
    <message>
        <source>This computer is on no network, so friends elsewhere cannot join it.</source>
        <translation>Tento počítač není v žádné síti, takže se k němu přátelé odjinud nemohou připojit.</translation>
    </message>
    <message>
        <source>No router answered the request to open the port (UPnP may be turned off on it). For friends elsewhere to join, forward TCP port %1 to %2 by hand in the router&apos;s settings.</source>
        <translation>Žádný router neodpověděl na žádost o otevření portu (možná má vypnuté UPnP). Aby se mohli připojit přátelé odjinud, přesměrujte port TCP %1 na %2 ručně v nastavení routeru.</translation>
    </message>
    <message>
        <source>No router that opens ports answered (a device answered, but it is not a connected internet gateway). For friends elsewhere to join, forward TCP port %1 to %2 by hand in the router&apos;s settings.</source>
        <translation>Neodpověděl žádný router, který umí otevírat porty (odpovědělo zařízení, které ale není připojenou internetovou bránou). Aby se mohli připojit přátelé odjinud, přesměrujte port TCP %1 na %2 ručně v nastavení routeru.</translation>
    </message>
    <message>
        <source>The router has no public address of its own (it is behind another router or the provider&apos;s), so a port it opens cannot be reached from the internet. For friends elsewhere to join, forward TCP port %1 to %2 by hand on each router on the way, or ask the provider for a public address.</source>
        <translation>Router nemá vlastní veřejnou adresu (je za jiným routerem nebo za routerem poskytovatele), takže port, který otevře, není z internetu dosažitelný. Aby se mohli připojit přátelé odjinud, přesměrujte port TCP %1 na %2 ručně na každém routeru po cestě, nebo požádejte poskytovatele o veřejnou adresu.</translation>
    </message>
    <message>
        <source>The router refused to open TCP port %1 (%3). For friends elsewhere to join, forward TCP port %1 to %2 by hand in the router&apos;s settings.</source>
        <translation>Router odmítl otevřít port TCP %1 (%3). Aby se mohli připojit přátelé odjinud, přesměrujte port TCP %1 na %2 ručně v nastavení routeru.</translation>
    </message>
</context>
</TS>
