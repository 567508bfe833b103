<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Card</name>
    <message>
        <source>Aggression</source>
        <translation>攻勢</translation>
    </message>
    <message>
        <source>Gain 2 dominance at once. Reaching 6 triggers infamy.</source>
        <translation>即座に優勢+2。6に達すると悪名が発動します。</translation>
    </message>
    <message>
        <source>Expansion</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Roll one of your reserve ships and put it next to a planet holding your cube, or in your scrapyard.</source>
        <translation>追加の宇宙船を1隻振り、自分のキューブがある惑星の軌道位置か、屑鉄置き場に置きます。</translation>
    </message>
    <message>
        <source>Momentum</source>
        <translation>機運</translation>
    </message>
    <message>
        <source>Take a bonus turn with 2 actions right away.</source>
        <translation>すぐに2アクションのボーナスターンを行います。</translation>
    </message>
    <message>
        <source>Relocation</source>
        <translation>移転</translation>
    </message>
    <message>
        <source>Move another player&apos;s cube to a planet of no higher number that has room and none of their cubes.</source>
        <translation>他のプレイヤーのキューブ1個を、番号が同じか小さく、空きがあり、そのプレイヤーのキューブがない惑星へ移します。</translation>
    </message>
    <message>
        <source>Reorganization</source>
        <translation>再編</translation>
    </message>
    <message>
        <source>Pick up any of your ships, roll them, and set each next to a planet holding your cube or in your scrapyard.</source>
        <translation>自分の宇宙船を好きなだけ取って振り直し、それぞれ自分のキューブがある惑星の軌道位置か屑鉄置き場に置きます。</translation>
    </message>
    <message>
        <source>Sabotage</source>
        <translation>破壊工作</translation>
    </message>
    <message>
        <source>Each other player discards one command card of their choice.</source>
        <translation>他の各プレイヤーは、自分で選んだ指令カードを1枚捨てます。</translation>
    </message>
    <message>
        <source>Agile</source>
        <translation>敏捷</translation>
    </message>
    <message>
        <source>Your ships move one square further.</source>
        <translation>自分の宇宙船は1マス多く移動できます。</translation>
    </message>
    <message>
        <source>Arrogant</source>
        <translation>傲慢</translation>
    </message>
    <message>
        <source>Start of turn: one more action if you have more ships on the map than every other player.</source>
        <translation>ターン開始時：マップ上の自分の宇宙船が他のどのプレイヤーよりも多ければ、アクション+1。</translation>
    </message>
    <message>
        <source>Brilliant</source>
        <translation>聡明</translation>
    </message>
    <message>
        <source>Start of turn: research +2.</source>
        <translation>ターン開始時：研究+2。</translation>
    </message>
    <message>
        <source>Cerebral</source>
        <translation>頭脳</translation>
    </message>
    <message>
        <source>Once a turn, free: trade 1 dominance for 3 research.</source>
        <translation>1ターンに1回、無料：優勢−1で研究+3。</translation>
    </message>
    <message>
        <source>Clever</source>
        <translation>巧妙</translation>
    </message>
    <message>
        <source>Choose the value instead of rolling whenever one of your ships is rolled (not in combat).</source>
        <translation>自分の宇宙船を振るときは、振る代わりに目を選べます（戦闘を除く）。</translation>
    </message>
    <message>
        <source>Conformist</source>
        <translation>同調</translation>
    </message>
    <message>
        <source>Start of turn: one more action if two of your ships on the map show the same value.</source>
        <translation>ターン開始時：マップ上の自分の宇宙船2隻が同じ目なら、アクション+1。</translation>
    </message>
    <message>
        <source>Cruel</source>
        <translation>冷酷</translation>
    </message>
    <message>
        <source>Once per combat, make your opponent roll again.</source>
        <translation>戦闘ごとに1回、相手にダイスを振り直させます。</translation>
    </message>
    <message>
        <source>Cunning</source>
        <translation>狡猾</translation>
    </message>
    <message>
        <source>Once a turn, a ship that has used its ability may use the ability of its current value again.</source>
        <translation>1ターンに1回、能力を使った宇宙船が、現在の目の能力をもう一度使えます。</translation>
    </message>
    <message>
        <source>Curious</source>
        <translation>好奇心</translation>
    </message>
    <message>
        <source>One free move a turn, if you make no attack that turn.</source>
        <translation>そのターンに攻撃しなければ、1ターンに1回、無料で移動できます。</translation>
    </message>
    <message>
        <source>Dangerous</source>
        <translation>危険</translation>
    </message>
    <message>
        <source>When attacked, you may destroy both ships before the roll.</source>
        <translation>攻撃されたとき、ダイスを振る前に両方の宇宙船を破壊できます。</translation>
    </message>
    <message>
        <source>Eager</source>
        <translation>熱心</translation>
    </message>
    <message>
        <source>Deploying costs no action.</source>
        <translation>配備にアクションを消費しません。</translation>
    </message>
    <message>
        <source>Energetic</source>
        <translation>活力</translation>
    </message>
    <message>
        <source>Your ships may move more than once a turn.</source>
        <translation>自分の宇宙船は1ターンに2回以上移動できます。</translation>
    </message>
    <message>
        <source>Ferocious</source>
        <translation>獰猛</translation>
    </message>
    <message>
        <source>-1 to your combat rolls.</source>
        <translation>自分の戦闘の出目−1。</translation>
    </message>
    <message>
        <source>Flexible</source>
        <translation>柔軟</translation>
    </message>
    <message>
        <source>Once a turn, free: raise or lower one ship by 1.</source>
        <translation>1ターンに1回、無料：宇宙船1隻の目を1上げるか下げます。</translation>
    </message>
    <message>
        <source>Ingenious</source>
        <translation>創意</translation>
    </message>
    <message>
        <source>Ships diagonal to a planet may count when you construct.</source>
        <translation>惑星の斜めにある宇宙船も建設に数えられます。</translation>
    </message>
    <message>
        <source>Intelligent</source>
        <translation>知性</translation>
    </message>
    <message>
        <source>Construct when your total is one off the target.</source>
        <translation>合計が目標と1違いでも建設できます。</translation>
    </message>
    <message>
        <source>Nomadic</source>
        <translation>遊牧</translation>
    </message>
    <message>
        <source>Once a turn, 1 action: jump an orbiting ship to the planet of a neighbouring tile.</source>
        <translation>1ターンに1回、1アクション：軌道上の宇宙船を隣のタイルの惑星の軌道位置へ移します。</translation>
    </message>
    <message>
        <source>Plundering</source>
        <translation>略奪</translation>
    </message>
    <message>
        <source>Your first kill each turn gives research +3.</source>
        <translation>毎ターン最初の撃破で研究+3。</translation>
    </message>
    <message>
        <source>Precocious</source>
        <translation>早熟</translation>
    </message>
    <message>
        <source>Breakthrough from research 4.</source>
        <translation>研究4からブレイクスルー。</translation>
    </message>
    <message>
        <source>Rational</source>
        <translation>合理</translation>
    </message>
    <message>
        <source>Your combat rolls are always 3.</source>
        <translation>自分の戦闘の出目は常に3。</translation>
    </message>
    <message>
        <source>Ravenous</source>
        <translation>貪欲</translation>
    </message>
    <message>
        <source>Kills give dominance +2; losses cost 2.</source>
        <translation>撃破で優勢+2、損失で優勢−2。</translation>
    </message>
    <message>
        <source>Relentless</source>
        <translation>執念</translation>
    </message>
    <message>
        <source>Once per combat, roll your own die again.</source>
        <translation>戦闘ごとに1回、自分のダイスを振り直せます。</translation>
    </message>
    <message>
        <source>Resourceful</source>
        <translation>機転</translation>
    </message>
    <message>
        <source>Once a turn: scrap one of your ships for one more action.</source>
        <translation>1ターンに1回：自分の宇宙船1隻を屑鉄置き場に送り、アクション+1。</translation>
    </message>
    <message>
        <source>Righteous</source>
        <translation>正義</translation>
    </message>
    <message>
        <source>Losing a ship costs you no dominance.</source>
        <translation>宇宙船を失っても優勢が下がりません。</translation>
    </message>
    <message>
        <source>Scrappy</source>
        <translation>闘志</translation>
    </message>
    <message>
        <source>On your turn, any roll of yours may be rolled once more.</source>
        <translation>自分のターン中、自分の出目はどれも1回振り直せます。</translation>
    </message>
    <message>
        <source>Stealthy</source>
        <translation>隠密</translation>
    </message>
    <message>
        <source>Deploy to any empty square away from other ships.</source>
        <translation>他の宇宙船に隣接しない任意の空きマスに配備できます。</translation>
    </message>
    <message>
        <source>Strategic</source>
        <translation>戦略</translation>
    </message>
    <message>
        <source>-2 to your combat roll next to another of your ships.</source>
        <translation>自分の別の宇宙船に隣接していれば、戦闘の出目−2。</translation>
    </message>
    <message>
        <source>Stubborn</source>
        <translation>頑固</translation>
    </message>
    <message>
        <source>Defending, you win ties, and a beaten attacker is destroyed.</source>
        <translation>防衛時は同値でも勝ち、撃退した攻撃側を破壊します。</translation>
    </message>
    <message>
        <source>Tactical</source>
        <translation>戦術</translation>
    </message>
    <message>
        <source>Once a turn, free: move a ship one square.</source>
        <translation>1ターンに1回、無料：宇宙船1隻を1マス移動。</translation>
    </message>
    <message>
        <source>Tyrannical</source>
        <translation>圧制</translation>
    </message>
    <message>
        <source>Once a turn, free: trade 1 research for 1 dominance.</source>
        <translation>1ターンに1回、無料：研究−1で優勢+1。</translation>
    </message>
    <message>
        <source>Warlike</source>
        <translation>好戦</translation>
    </message>
    <message>
        <source>Your first kill each turn gives one more action.</source>
        <translation>毎ターン最初の撃破でアクション+1。</translation>
    </message>
</context>
<context>
    <name>CardArt</name>
    <message>
        <source>Empty slot</source>
        <translation>空きスロット</translation>
    </message>
    <message>
        <source>Gambit card</source>
        <translation>作戦カード</translation>
    </message>
    <message>
        <source>Command card</source>
        <translation>指令カード</translation>
    </message>
    <message>
        <source>No card in this slot.</source>
        <translation>このスロットにはカードがありません。</translation>
    </message>
    <message>
        <source>Gambit card: it acts at once when taken, then it is discarded.</source>
        <translation>作戦カード：取るとすぐに効果を発揮し、捨て札になります。</translation>
    </message>
    <message>
        <source>Command card: you keep it (up to three); it works once the turn in which you took it has ended.</source>
        <translation>指令カード：手元に残ります（3枚まで）。取ったターンが終わると効果を発揮します。</translation>
    </message>
    <message>
        <source>Taken this turn: it works from the next turn on.</source>
        <translation>このターンに取得：次のターンから効果を発揮します。</translation>
    </message>
</context>
<context>
    <name>ClickRefusal</name>
    <message>
        <source>Your %1 is not part of this step.</source>
        <translation>あなたの%1はこのステップでは使いません。</translation>
    </message>
    <message>
        <source>No action is left this turn: end your turn (E).</source>
        <translation>このターンのアクションは残っていません。ターンを終了してください（E）。</translation>
    </message>
    <message>
        <source>Your %1 has moved this turn and has nothing left to do.</source>
        <translation>あなたの%1はこのターンすでに移動しており、できることは残っていません。</translation>
    </message>
    <message>
        <source>That is %1&apos;s %2. To attack it, click one of your ships first, then it.</source>
        <translation>それは%1の%2です。攻撃するには、まず自分の宇宙船をクリックしてから、この宇宙船をクリックしてください。</translation>
    </message>
    <message>
        <source>Click one of your ships first: then the squares it can reach light up.</source>
        <translation>まず自分の宇宙船をクリックしてください。移動できるマスが光ります。</translation>
    </message>
    <message numerus="yes">
        <source>Constructing on %1 takes 2 actions: you have %n left.</source>
        <translation>
            <numerusform>%1への建設には2アクションが必要です。残りは%nアクションです。</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no free cube location on %1.</source>
        <translation>%1には空いているキューブの置き場所がありません。</translation>
    </message>
    <message>
        <source>You already have a cube on %1.</source>
        <translation>%1にはすでにあなたのキューブがあります。</translation>
    </message>
    <message>
        <source>To construct on %1, bring your ships onto its orbital positions (the squares beside it, not diagonal): their values must add up to %2.</source>
        <translation>%1に建設するには、自分の宇宙船をその軌道位置（斜めではなく隣のマス）に置き、値の合計をちょうど%2にしてください。</translation>
    </message>
    <message>
        <source>Your ships in orbit of %1 add up to %2: constructing there needs exactly %3.</source>
        <translation>%1の軌道にいるあなたの宇宙船の合計は%2です。そこに建設するにはちょうど%3が必要です。</translation>
    </message>
    <message>
        <source>Your %1 has already moved or attacked this turn.</source>
        <translation>あなたの%1はこのターンすでに移動または攻撃しています。</translation>
    </message>
    <message>
        <source>Your %1 has already moved this turn.</source>
        <translation>あなたの%1はこのターンすでに移動しています。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is out of reach of your %3: it attacks a ship next to a square it can reach.</source>
        <translation>%1の%2はあなたの%3の届かない位置にいます。攻撃できるのは、移動できるマスの隣にいる宇宙船です。</translation>
    </message>
    <message>
        <source>Ships cannot land on a planet: they orbit beside it.</source>
        <translation>宇宙船は惑星の上には止まれません。惑星の隣の軌道に入ります。</translation>
    </message>
    <message>
        <source>%1 is out of reach of your %2.</source>
        <translation>%1はあなたの%2の届かない位置です。</translation>
    </message>
    <message>
        <source>Your %1 has used its ability this turn: a die uses one ability a turn, whatever type it has become since.</source>
        <translation>あなたの%1はこのターンすでに能力を使っています。ダイスが使える能力は、その後どの艦種に変わっても1ターンに1回だけです。</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Quantum, the dice game of space conquest.</source>
        <translation>Quantum：ダイスで宇宙を征服するゲーム。</translation>
    </message>
    <message>
        <source>Play on the map &lt;map&gt; (a map file or a layout such as &quot;7* 8 7*&quot;) in a quick game.</source>
        <translation>マップ&lt;マップ&gt;（マップファイル、または&quot;7* 8 7*&quot;のような配置表記）でクイックゲームを遊びます。</translation>
    </message>
    <message>
        <source>map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>Open the saved game &lt;save&gt;.</source>
        <translation>保存したゲーム&lt;セーブ&gt;を開きます。</translation>
    </message>
    <message>
        <source>save</source>
        <translation>セーブ</translation>
    </message>
    <message>
        <source>Save a picture of the window (1280x800 or --size) as the PNG file &lt;file&gt;, then exit.</source>
        <translation>ウィンドウの画像（1280x800または--size）をPNGファイル&lt;ファイル&gt;に保存して終了します。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>The window&apos;s size, &lt;size&gt; such as 1366x768 (with --screenshot: default 1280x800).</source>
        <translation>ウィンドウのサイズ。&lt;サイズ&gt;は1366x768のように指定します（--screenshotでは既定で1280x800）。</translation>
    </message>
    <message>
        <source>size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>the size must be WIDTHxHEIGHT, such as 1366x768</source>
        <translation>サイズは1366x768のように「幅x高さ」で指定してください</translation>
    </message>
    <message>
        <source>cannot read the map: %1</source>
        <translation>マップを読み込めません：%1</translation>
    </message>
    <message>
        <source>cannot open the saved game: %1</source>
        <translation>保存したゲームを開けません：%1</translation>
    </message>
    <message>
        <source>cannot write the screenshot to %1</source>
        <translation>スクリーンショットを%1に書き込めません</translation>
    </message>
    <message>
        <source>language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>quantum: unknown language &quot;%1&quot; (use %2)</source>
        <translation>quantum：不明な言語&quot;%1&quot;です（%2のいずれかを指定してください）</translation>
    </message>
    <message>
        <source>Open the map editor on &lt;file&gt; (&quot;new&quot; for a new map).</source>
        <translation>マップエディターで&lt;ファイル&gt;を開きます（新しいマップは「new」）。</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>ファイルが存在しません</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>通常のファイルではありません</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>読み込めません</translation>
    </message>
    <message>
        <source>it is neither a saved game nor a map of Quantum</source>
        <translation>Quantumの保存したゲームでもマップでもありません</translation>
    </message>
    <message>
        <source>give only one file to open</source>
        <translation>開くファイルは1つだけ指定してください</translation>
    </message>
    <message>
        <source>The saved game %1 cannot be opened.

Reason: %2</source>
        <translation>保存したゲーム%1を開けません。

理由：%2</translation>
    </message>
    <message>
        <source>The map %1 cannot be played.

Reason: %2</source>
        <translation>マップ%1はプレイできません。

理由：%2</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1を開けません：%2</translation>
    </message>
    <message>
        <source>%1 cannot be opened.

Reason: %2</source>
        <translation>%1を開けません。

理由：%2</translation>
    </message>
    <message>
        <source>cannot open the map %1: %2</source>
        <translation>マップ%1を開けません：%2</translation>
    </message>
    <message>
        <source>The map %1 cannot be opened.

Reason: %2</source>
        <translation>マップ%1を開けません。

理由：%2</translation>
    </message>
    <message>
        <source>Quantum</source>
        <translation>Quantum</translation>
    </message>
    <message>
        <source>This copy of Quantum is incomplete: files it was built with are missing or broken. Please install it again.

%1</source>
        <translation>このQuantumは不完全です：ビルドに含まれるはずのファイルが見つからないか壊れています。もう一度インストールしてください。

%1</translation>
    </message>
    <message>
        <source>Show the interface in &lt;language&gt; (%1) this time, whatever Settings say.</source>
        <translation>今回だけ、設定にかかわらずインターフェースを&lt;言語&gt;（%1）で表示します。</translation>
    </message>
    <message>
        <source>A saved game (.quantum-save) to go on with, or a map (.quantum-map or .json) or a map code link (quantum:...) to open in the map editor.</source>
        <translation>続きを遊ぶ保存したゲーム（.quantum-save）、またはマップエディターで開くマップ（.quantum-mapまたは.json）かマップコードのリンク（quantum:...）。</translation>
    </message>
    <message>
        <source>cannot open the map code: %1</source>
        <translation>マップコードを開けません：%1</translation>
    </message>
    <message>
        <source>The map code cannot be opened.

Reason: %1</source>
        <translation>マップコードを開けません。

理由：%1</translation>
    </message>
</context>
<context>
    <name>Faction</name>
    <message>
        <source>Vermillion</source>
        <translation>朱</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>Battlestation</source>
        <translation>戦闘基地</translation>
    </message>
    <message>
        <source>Flagship</source>
        <translation>旗艦</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <translation>駆逐艦</translation>
    </message>
    <message>
        <source>Frigate</source>
        <translation>フリゲート艦</translation>
    </message>
    <message>
        <source>Interceptor</source>
        <translation>迎撃機</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>偵察機</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>宇宙船</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>カードなし</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>the scrapyard</source>
        <translation>屑鉄置き場</translation>
    </message>
    <message>
        <source>the reserve</source>
        <translation>追加の宇宙船の控え</translation>
    </message>
    <message>
        <source>nowhere</source>
        <translation>不明な場所</translation>
    </message>
    <message>
        <source>a square of the Void</source>
        <translation>The Voidのマス</translation>
    </message>
    <message>
        <source>the square above %1</source>
        <translation>%1の上のマス</translation>
    </message>
    <message>
        <source>the square below %1</source>
        <translation>%1の下のマス</translation>
    </message>
    <message>
        <source>the square left of %1</source>
        <translation>%1の左のマス</translation>
    </message>
    <message>
        <source>the square right of %1</source>
        <translation>%1の右のマス</translation>
    </message>
    <message>
        <source>the top-left corner of %1</source>
        <translation>%1の左上のマス</translation>
    </message>
    <message>
        <source>the top-right corner of %1</source>
        <translation>%1の右上のマス</translation>
    </message>
    <message>
        <source>the bottom-left corner of %1</source>
        <translation>%1の左下のマス</translation>
    </message>
    <message>
        <source>the bottom-right corner of %1</source>
        <translation>%1の右下のマス</translation>
    </message>
    <message>
        <source>the Void square %1 left of %2</source>
        <translation>%2の%1マス左にあるThe Voidのマス</translation>
    </message>
    <message>
        <source>the Void square %1 right of %2</source>
        <translation>%2の%1マス右にあるThe Voidのマス</translation>
    </message>
    <message>
        <source>the Void square %1 above %2</source>
        <translation>%2の%1マス上にあるThe Voidのマス</translation>
    </message>
    <message>
        <source>the Void square %1 below %2</source>
        <translation>%2の%1マス下にあるThe Voidのマス</translation>
    </message>
    <message>
        <source>the Void square %1 left and %2 up from %3</source>
        <translation>%3から左に%1マス、上に%2マスのThe Voidのマス</translation>
    </message>
    <message>
        <source>the Void square %1 right and %2 up from %3</source>
        <translation>%3から右に%1マス、上に%2マスのThe Voidのマス</translation>
    </message>
    <message>
        <source>the Void square %1 left and %2 down from %3</source>
        <translation>%3から左に%1マス、下に%2マスのThe Voidのマス</translation>
    </message>
    <message>
        <source>the Void square %1 right and %2 down from %3</source>
        <translation>%3から右に%1マス、下に%2マスのThe Voidのマス</translation>
    </message>
    <message>
        <source>no planet</source>
        <translation>惑星なし</translation>
    </message>
    <message>
        <source>planet %1</source>
        <translation>惑星%1</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>左上</translation>
    </message>
    <message>
        <source>top</source>
        <translation>上</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>右上</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>centre</source>
        <translation>中央</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>左下</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>下</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>右下</translation>
    </message>
    <message>
        <source>planet %1 (%2)</source>
        <translation>惑星%1（%2）</translation>
    </message>
    <message>
        <source>planet %1 (%2, %3 of %4)</source>
        <translation>惑星%1（%2、%4個中%3番目）</translation>
    </message>
    <message>
        <source>Strike: once per turn, an extra attack on an adjacent enemy ship.</source>
        <translation>爆撃：1ターンに1回、隣接する敵の宇宙船に追加で攻撃できます。</translation>
    </message>
    <message>
        <source>Transport: carries one of your ships from a surrounding square and drops it next to where it stops.</source>
        <translation>輸送：周辺マスにいる自分の宇宙船1隻を載せて移動し、止まった場所の周辺マスに降ろします。</translation>
    </message>
    <message>
        <source>Warp: swaps places with any of your ships on the map.</source>
        <translation>ワープ：マップ上の自分の宇宙船1隻と場所を入れ替えます。</translation>
    </message>
    <message>
        <source>Modify: turns into a 3 or a 5.</source>
        <translation>改修：3か5に変わります。</translation>
    </message>
    <message>
        <source>Maneuver: may move diagonally.</source>
        <translation>機動：斜めに移動できます。</translation>
    </message>
    <message>
        <source>Re-roll: rolls itself again for free.</source>
        <translation>無料再構成：無料で自身を振り直します。</translation>
    </message>
    <message>
        <source>a ship</source>
        <translation>宇宙船</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 rolls the first ships: %2, %3 and %4.</source>
        <translation>%1が最初の宇宙船を振りました：%2、%3、%4。</translation>
    </message>
    <message>
        <source>%1 re-rolls the ships: %2, %3 and %4.</source>
        <translation>%1が宇宙船を振り直しました：%2、%3、%4。</translation>
    </message>
    <message>
        <source>%1 keeps the ships: %2, %3 and %4.</source>
        <translation>%1はこの宇宙船で始めます：%2、%3、%4。</translation>
    </message>
    <message>
        <source>%1 rolls %2 to break the tie.</source>
        <translation>%1が同点決着のダイスで%2を出しました。</translation>
    </message>
    <message>
        <source>%1 plays first.</source>
        <translation>%1がスタートプレイヤーです。</translation>
    </message>
    <message>
        <source>%1 starts at %2.</source>
        <translation>%1が開始惑星に%2を選びました。</translation>
    </message>
    <message>
        <source>%1 places the %2 at %3.</source>
        <translation>%1が%2を%3に置きました。</translation>
    </message>
    <message>
        <source>The decks are shuffled and the market is dealt.</source>
        <translation>山札がシャッフルされ、場にカードが配られました。</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: %2 plays, with %n action(s).</source>
        <translation>
            <numerusform>第%1ターン：%2の手番です（%nアクション）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gains research from %n ship(s) on the Void.</source>
        <translation>
            <numerusform>%1はThe Voidにいる宇宙船%n隻から研究を得ました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 takes effect.</source>
        <translation>%1の「%2」が効果を発揮しました。</translation>
    </message>
    <message>
        <source>%1 tries again to place the infamy cube.</source>
        <translation>%1が悪名キューブの配置を再び試みます。</translation>
    </message>
    <message>
        <source>%1 reconfigures the %2: it is now the %3.</source>
        <translation>%1が%2を再構成しました：%3になりました。</translation>
    </message>
    <message>
        <source>%1&apos;s Scout re-rolls itself: it is now the %2.</source>
        <translation>%1の偵察機が自身を振り直しました：%2になりました。</translation>
    </message>
    <message>
        <source>%1&apos;s destroyed ship is rolled again: it will come back as the %2.</source>
        <translation>%1の破壊された宇宙船が振り直されました：%2として戻ります。</translation>
    </message>
    <message>
        <source>%1 rolls the new ship: the %2.</source>
        <translation>%1が新しい宇宙船を振りました：%2。</translation>
    </message>
    <message>
        <source>%1 re-rolls the %2 with RESOURCEFUL: it is now the %3.</source>
        <translation>%1が「機転」で%2を振り直しました：%3になりました。</translation>
    </message>
    <message>
        <source>%1 reorganizes the %2: it is now the %3.</source>
        <translation>%1が%2を再編しました：%3になりました。</translation>
    </message>
    <message>
        <source>%1 re-rolls the %2 with SCRAPPY: it is now the %3.</source>
        <translation>%1が「闘志」で%2を振り直しました：%3になりました。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is rolled again: it is now the %3.</source>
        <translation>%1の%2が振り直されました：%3になりました。</translation>
    </message>
    <message>
        <source>%1 deploys the %2 to %3.</source>
        <translation>%1が%2を%3に配備しました。</translation>
    </message>
    <message>
        <source>%1 researches.</source>
        <translation>%1が研究しました。</translation>
    </message>
    <message>
        <source>%1 places a cube on %2.</source>
        <translation>%1が%2にキューブを置きました。</translation>
    </message>
    <message numerus="yes">
        <source>%1 places an infamy cube on %2; %n cube(s) left.</source>
        <translation>
            <numerusform>%1が%2に悪名キューブを置きました。残りのキューブは%n個です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 constructs on %2; %n cube(s) left.</source>
        <translation>
            <numerusform>%1が%2に建設しました。残りのキューブは%n個です。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves the %2 from %3 to %4 with %5.</source>
        <translation>%1が「%5」で%2を%3から%4へ移動しました。</translation>
    </message>
    <message>
        <source>%1 moves the %2 from %3 to %4.</source>
        <translation>%1が%2を%3から%4へ移動しました。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 flies from %3 to %4 carrying the %5 from %6, and drops it at %7.</source>
        <translation>%1の%2が%6の%5を載せて%3から%4へ飛び、%7に降ろしました。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 warps: it swaps places with the %3, from %4 to %5.</source>
        <translation>%1の%2がワープし、%3と場所を入れ替えました（%4から%5へ）。</translation>
    </message>
    <message>
        <source>%1 modifies the Frigate: it is now the %2 (%3).</source>
        <translation>%1がフリゲート艦を改修しました：%2（%3）になりました。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 strikes %3&apos;s %4 at %5.</source>
        <translation>%1の%2が%5にいる%3の%4を爆撃しました。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 moves from %3 to %4 and attacks %5&apos;s %6 at %7.</source>
        <translation>%1の%2が%3から%4へ移動し、%7にいる%5の%6を攻撃しました。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 attacks %3&apos;s %4 at %5.</source>
        <translation>%1の%2が%5にいる%3の%4を攻撃しました。</translation>
    </message>
    <message>
        <source>The battle: attack %1 + roll %2 = %3 against defence %4 + roll %5 = %6.</source>
        <translation>戦闘：攻撃%1+出目%2=%3、防衛%4+出目%5=%6。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 is destroyed by %3; it goes to the scrapyard as the %4.</source>
        <translation>%1の%2が%3に破壊されました。%4として屑鉄置き場に送られます。</translation>
    </message>
    <message>
        <source>%1&apos;s attack is repelled; the %2 returns to %3.</source>
        <translation>%1の攻撃は撃退されました。%2は%3に戻ります。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 occupies %3.</source>
        <translation>%1の%2が%3に進みました。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 stays at %3.</source>
        <translation>%1の%2は%3に留まりました。</translation>
    </message>
    <message>
        <source>%1&apos;s dominance goes from %2 to %3.</source>
        <translation>%1の優勢が%2から%3になりました。</translation>
    </message>
    <message>
        <source>%1&apos;s research goes from %2 to %3.</source>
        <translation>%1の研究が%2から%3になりました。</translation>
    </message>
    <message>
        <source>%1 has no planet for the infamy cube yet.</source>
        <translation>%1には悪名キューブを置ける惑星がまだありません。</translation>
    </message>
    <message>
        <source>%1 makes a breakthrough.</source>
        <translation>%1がブレイクスルーを達成しました。</translation>
    </message>
    <message numerus="yes">
        <source>%1 may take %n card(s).</source>
        <translation>
            <numerusform>%1はカードを%n枚取れます。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1が「%2」を取りました。</translation>
    </message>
    <message>
        <source>%1 refreshes the market.</source>
        <translation>%1が場のカードを入れ替えました。</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1が「%2」を捨てました。</translation>
    </message>
    <message>
        <source>The gambit discards are shuffled into a new deck.</source>
        <translation>作戦カードの捨て札をシャッフルして新しい山札にしました。</translation>
    </message>
    <message>
        <source>The command discards are shuffled into a new deck.</source>
        <translation>指令カードの捨て札をシャッフルして新しい山札にしました。</translation>
    </message>
    <message>
        <source>%1 brings a new ship into the scrapyard.</source>
        <translation>%1が新しい宇宙船を屑鉄置き場に登場させました。</translation>
    </message>
    <message>
        <source>%1 brings a new ship, the %2, to %3.</source>
        <translation>%1が新しい宇宙船%2を%3に登場させました。</translation>
    </message>
    <message>
        <source>%1 uses %2 on the %3.</source>
        <translation>%1が%3に「%2」を使いました。</translation>
    </message>
    <message>
        <source>%1 uses %2.</source>
        <translation>%1が「%2」を使いました。</translation>
    </message>
    <message>
        <source>%1 re-rolls with %2: attack roll %3 (total %4), defence roll %5 (total %6).</source>
        <translation>%1が「%2」で振り直しました：攻撃の出目%3（合計%4）、防衛の出目%5（合計%6）。</translation>
    </message>
    <message>
        <source>%1 uses DANGEROUS: the %2 and %3&apos;s attacking %4 are both destroyed before the battle.</source>
        <translation>%1が「危険」を使いました：%2と、攻撃してきた%3の%4は、戦闘前に両方とも破壊されました。</translation>
    </message>
    <message>
        <source>%1 moves a cube of %2 from %3 to %4.</source>
        <extracomment>A log line (RELOCATION): %1 is the player who moves the cube, %2 the cube&apos;s owner, %3 and %4 planets.</extracomment>
        <translation>%1が%2のキューブを%3から%4へ移しました。</translation>
    </message>
    <message numerus="yes">
        <source>%1 now has %n action(s).</source>
        <translation>
            <numerusform>%1の残りアクションは%nになりました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes a bonus turn.</source>
        <translation>%1がボーナスターンを行います。</translation>
    </message>
    <message>
        <source>%1 chooses the value %2 for the ship.</source>
        <translation>%1が宇宙船の目に%2を選びました。</translation>
    </message>
    <message>
        <source>%1 ends the turn.</source>
        <translation>%1がターンを終了しました。</translation>
    </message>
    <message>
        <source>%1 places the last cube and wins the game!</source>
        <translation>%1が最後のキューブを置き、ゲームに勝利しました！</translation>
    </message>
    <message>
        <source>Turn %1 was the last one the game allows: it ends without a winner.</source>
        <translation>第%1ターンはこのゲームで許される最後のターンでした。勝者なしで終了します。</translation>
    </message>
    <message>
        <source>Re-roll all three ships</source>
        <translation>3隻すべて振り直す</translation>
    </message>
    <message>
        <source>Keep these ships</source>
        <translation>この出目で始める</translation>
    </message>
    <message>
        <source>Start at %1</source>
        <translation>%1から開始</translation>
    </message>
    <message>
        <source>Place the %1 at %2</source>
        <translation>%1を%2に置く</translation>
    </message>
    <message>
        <source>Reconfigure the %1</source>
        <translation>%1を再構成</translation>
    </message>
    <message>
        <source>Deploy the %1 to %2</source>
        <translation>%1を%2に配備</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>研究</translation>
    </message>
    <message>
        <source>Construct on %1</source>
        <translation>%1に建設</translation>
    </message>
    <message>
        <source>Move the %1 to %2 with %3</source>
        <extracomment>An answer button: the Move action (R-MOVE-1) of ship %1 to square %2, using card %3.</extracomment>
        <translation>「%3」で%1を%2へ移動</translation>
    </message>
    <message>
        <source>Move the %1 to %2</source>
        <extracomment>An answer button: the Move action (R-MOVE-1) of ship %1 to square %2.</extracomment>
        <translation>%1を%2へ移動</translation>
    </message>
    <message>
        <source>Attack %1 from %2 with %3</source>
        <translation>「%3」で%2から%1を攻撃</translation>
    </message>
    <message>
        <source>Attack %1 from %2</source>
        <translation>%2から%1を攻撃</translation>
    </message>
    <message>
        <source>Carry the %1 to %2 and drop it at %3 with %4</source>
        <translation>「%4」で%1を%2へ運び、%3に降ろす</translation>
    </message>
    <message>
        <source>Carry the %1 to %2 and drop it at %3</source>
        <translation>%1を%2へ運び、%3に降ろす</translation>
    </message>
    <message>
        <source>Strike %1</source>
        <translation>%1を爆撃</translation>
    </message>
    <message>
        <source>Warp: swap with the %1</source>
        <translation>ワープ：%1と入れ替え</translation>
    </message>
    <message>
        <source>Modify into the %1 (%2)</source>
        <translation>%1（%2）に改修</translation>
    </message>
    <message>
        <source>Re-roll this Scout</source>
        <translation>この偵察機を振り直す</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>ターン終了</translation>
    </message>
    <message>
        <source>Occupy the square</source>
        <translation>そのマスに進む</translation>
    </message>
    <message>
        <source>Stay where you are</source>
        <translation>その場に留まる</translation>
    </message>
    <message>
        <source>Infamy cube on %1</source>
        <translation>%1に悪名キューブ</translation>
    </message>
    <message>
        <source>Put the new ship in the scrapyard</source>
        <translation>新しい宇宙船を屑鉄置き場へ</translation>
    </message>
    <message>
        <source>Place the new ship at %1</source>
        <translation>新しい宇宙船を%1に置く</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>「%1」を取る</translation>
    </message>
    <message>
        <source>Refresh all six cards</source>
        <translation>6枚すべて入れ替える</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>「%1」を捨てる</translation>
    </message>
    <message>
        <source>Use %1 with the %2 at %3</source>
        <translation>%3の%2に「%1」を使う</translation>
    </message>
    <message>
        <source>Use %1 on the %2 (value %3)</source>
        <translation>%2に「%1」を使う（目%3）</translation>
    </message>
    <message>
        <source>Use %1 on the %2</source>
        <translation>%2に「%1」を使う</translation>
    </message>
    <message>
        <source>Use %1</source>
        <translation>「%1」を使う</translation>
    </message>
    <message>
        <source>Re-roll with %1</source>
        <translation>「%1」で振り直す</translation>
    </message>
    <message>
        <source>No, thanks</source>
        <translation>見送る</translation>
    </message>
    <message>
        <source>Value %1</source>
        <translation>目%1</translation>
    </message>
    <message>
        <source>Move %1&apos;s cube from %2 to %3</source>
        <extracomment>An answer button (RELOCATION): %1 is the cube&apos;s owner, %2 and %3 planets.</extracomment>
        <translation>%1のキューブを%2から%3へ移す</translation>
    </message>
    <message>
        <source>Reorganize no ships</source>
        <translation>何も再編しない</translation>
    </message>
    <message>
        <source>Reorganize: %1</source>
        <translation>再編：%1</translation>
    </message>
    <message>
        <source>%1 has won the game.</source>
        <translation>%1がゲームに勝利しました。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>%1, you won the battle: occupy the defender&apos;s square or stay where you attacked from?</source>
        <translation>%1：戦闘に勝利しました。防衛側のマスに進みますか、攻撃したマスに留まりますか？</translation>
    </message>
    <message>
        <source>%1, your dominance is full: choose a planet for your infamy cube.</source>
        <translation>%1：優勢が最大です。悪名キューブを置く惑星を選んでください。</translation>
    </message>
    <message>
        <source>%1, choose where your new ship goes.</source>
        <translation>%1：新しい宇宙船の置き場所を選んでください。</translation>
    </message>
    <message>
        <source>%1, you hold four command cards: discard one of the three you held.</source>
        <translation>%1：指令カードが4枚になりました。元の3枚から1枚を捨ててください。</translation>
    </message>
    <message>
        <source>%1, you are attacked: use DANGEROUS to destroy both ships before the roll?</source>
        <translation>%1：攻撃されています。「危険」を使って、ダイスを振る前に両方の宇宙船を破壊しますか？</translation>
    </message>
    <message>
        <source>%1, you are losing this battle: use a re-roll card?</source>
        <translation>%1：この戦闘は劣勢です。振り直しのカードを使いますか？</translation>
    </message>
    <message>
        <source>%1, the ship rolled %2: re-roll it once with SCRAPPY?</source>
        <translation>%1：宇宙船の出目は%2でした。「闘志」で1回振り直しますか？</translation>
    </message>
    <message>
        <source>%1, CLEVER: choose your ship&apos;s new value instead of rolling.</source>
        <translation>%1：「巧妙」により、振る代わりに宇宙船の新しい目を選んでください。</translation>
    </message>
    <message>
        <source>%1, RELOCATION: choose which cube moves where.</source>
        <translation>%1：「移転」により、どのキューブをどこへ移すか選んでください。</translation>
    </message>
    <message>
        <source>%1, REORGANIZATION: choose which ships are reorganized.</source>
        <translation>%1：「再編」により、再編する宇宙船を選んでください。</translation>
    </message>
    <message>
        <source>%1, you are sabotaged: discard one of your command cards.</source>
        <translation>%1：破壊工作を受けました。指令カードを1枚捨ててください。</translation>
    </message>
    <message>
        <source>%1, your ships rolled %2, %3 and %4: keep them or re-roll all three once?</source>
        <translation>%1：宇宙船の出目は%2、%3、%4です。このまま始めますか、それとも3隻すべてを1回だけ振り直しますか？</translation>
    </message>
    <message>
        <source>%1, click a starting planet for your first cube.</source>
        <translation>%1：最初のキューブを置く開始惑星をクリックしてください。</translation>
    </message>
    <message>
        <source>%1, click an orbital position of your planet for each ship.</source>
        <translation>%1：各宇宙船を置く、自分の惑星の軌道位置をクリックしてください。</translation>
    </message>
    <message>
        <source>%1, no actions left: use a free ability or card, or end the turn.</source>
        <translation>%1：アクションが残っていません。無料の能力かカードを使うか、ターンを終了してください。</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n action(s) left: select a ship, or research, construct or end the turn.</source>
        <translation>
            <numerusform>%1：残り%nアクションです。宇宙船を選ぶか、研究・建設・ターン終了を選んでください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, pick %n card(s) from the market.</source>
        <translation>
            <numerusform>%1：場からカードを%n枚選んでください。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s %2 is destroyed by %3; it goes to the scrapyard, its new value to be chosen.</source>
        <translation>%1の%2が%3に破壊されました。屑鉄置き場に送られ、新しい目はこれから選びます。</translation>
    </message>
    <message>
        <source>Warp: swap with the %1 on %2</source>
        <translation>ワープ：%2の%1と入れ替え</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>難しい</translation>
    </message>
    <message>
        <source>Very easy</source>
        <translation>とてもやさしい</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
</context>
<context>
    <name>MapExport</name>
    <message>
        <source>the image would be %1 x %2 pixels; at most %3 pixels a side are allowed (use a smaller scale)</source>
        <translation>画像が%1×%2ピクセルになります。一辺は最大%3ピクセルまでです（倍率を小さくしてください）</translation>
    </message>
    <message>
        <source>the PNG could not be encoded</source>
        <translation>PNGをエンコードできませんでした</translation>
    </message>
</context>
<context>
    <name>MapGenerator</name>
    <message>
        <source>players must be 2, 3 or 4</source>
        <translation>プレイヤー数は2、3、4のいずれかでなければなりません</translation>
    </message>
    <message>
        <source>cubes must be 4 to 7</source>
        <translation>キューブ数は4～7でなければなりません</translation>
    </message>
    <message>
        <source>the size must be %1 to %2 tiles</source>
        <translation>サイズは%1～%2タイルでなければなりません</translation>
    </message>
    <message>
        <source>a map of %1 tiles may have 0 to %2 Void tiles</source>
        <translation>%1タイルのマップに置けるThe Voidタイルは0～%2枚です</translation>
    </message>
    <message>
        <source>games must be 1 to %1</source>
        <translation>ゲーム数は1～%1でなければなりません</translation>
    </message>
    <message>
        <source>candidates must be 1 to %1</source>
        <translation>候補の配置の数は1～%1でなければなりません</translation>
    </message>
    <message>
        <source>jobs must be 1 to %1</source>
        <translation>並列ジョブ数は1～%1でなければなりません</translation>
    </message>
    <message>
        <source>the band must be above 0 and below 1</source>
        <translation>許容範囲は0より大きく1より小さくなければなりません</translation>
    </message>
    <message>
        <source>unknown bot %1 (use %2)</source>
        <translation>不明なボット%1です（%2のいずれかを指定してください）</translation>
    </message>
    <message>
        <source>under quarter turns the Void tiles come in fours (and one in the middle of a map of 4k + 1 tiles): %1 cannot be placed on %2 tiles</source>
        <translation>90度回転では、The Voidタイルは4枚ずつ置かれます（4k + 1タイルのマップでは、さらに中央に1枚）：%2タイルのマップに%1枚は置けません</translation>
    </message>
    <message>
        <source>this symmetry pairs the tiles of a map of an even size: an odd number of Void tiles (%1) needs an odd number of tiles</source>
        <translation>この対称性では、タイル数が偶数のマップのタイルは2枚ずつ対になります：奇数枚のThe Voidタイル（%1枚）には奇数のタイル数が必要です</translation>
    </message>
    <message>
        <source>%1 planets cannot hold the %2 cube locations %3 players with %4 cubes need: add tiles or take Void tiles away</source>
        <translation>惑星%1個では、プレイヤー%3人（1人あたりキューブ%4個）に必要なキューブの置き場所%2か所を確保できません：タイルを増やすか、The Voidタイルを減らしてください</translation>
    </message>
    <message>
        <source>no layout of %1 tiles with this symmetry and %2 Void tiles was found: try another size or symmetry</source>
        <translation>この対称性で、The Voidタイル%2枚を含む%1タイルの配置は見つかりませんでした：別のサイズか対称性を試してください</translation>
    </message>
    <message>
        <source>the games could not be played: %1</source>
        <translation>ゲームを対戦できませんでした：%1</translation>
    </message>
</context>
<context>
    <name>MapProblem</name>
    <message>
        <source>The map has no tiles.</source>
        <translation>マップにタイルがありません。</translation>
    </message>
    <message>
        <source>Tile (%1, %2): %3 is not a planet number (use 7, 8, 9, 10 or 0 for the Void).</source>
        <translation>タイル（%1, %2）：%3は惑星番号ではありません（7、8、9、10、またはThe Voidの0を使ってください）。</translation>
    </message>
    <message>
        <source>Tile (%1, %2): two tiles lie on this place.</source>
        <translation>タイル（%1, %2）：この場所にタイルが2枚重なっています。</translation>
    </message>
    <message>
        <source>Tile (%1, %2): not joined to the rest of the map.</source>
        <translation>タイル（%1, %2）：マップの他の部分とつながっていません。</translation>
    </message>
    <message>
        <source>Tile (%1, %2): joined only by a corner; only Interceptors and Flagship drops reach it.</source>
        <translation>タイル（%1, %2）：角だけでつながっています。到達できるのは迎撃機と、旗艦が輸送で降ろす宇宙船だけです。</translation>
    </message>
    <message>
        <source>Tile (%1, %2): the Void cannot be a starting planet.</source>
        <translation>タイル（%1, %2）：The Voidは開始惑星にできません。</translation>
    </message>
    <message numerus="yes">
        <source>%n starting planet(s) for %1 players: each player needs one.</source>
        <translation>
            <numerusform>%1人用に開始惑星が%n個しかありません。各プレイヤーに1個必要です。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 players: a map is for 2, 3 or 4 players.</source>
        <translation>%1人：マップは2人、3人、4人用のいずれかです。</translation>
    </message>
    <message>
        <source>%1 cubes per player: use 4 to 7.</source>
        <translation>1人あたりキューブ%1個：4～7個にしてください。</translation>
    </message>
    <message>
        <source>The map spans %1 x %2 tiles; at most 40 x 40 fit.</source>
        <translation>マップが%1×%2タイルに広がっています。最大40×40タイルまでです。</translation>
    </message>
    <message numerus="yes">
        <source>%n cube location(s), but the players need at least %1.</source>
        <translation>
            <numerusform>キューブの置き場所が%nか所ですが、プレイヤーには少なくとも%1か所必要です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The host speaks protocol version %1 and this program version %2; both need the same version of Quantum.</source>
        <translation>ホストのプロトコルはバージョン%1、このプログラムはバージョン%2です。同じバージョンのQuantumが必要です。</translation>
    </message>
    <message>
        <source>The host runs Quantum %1 and this program is Quantum %2; both need the same version.</source>
        <translation>ホストはQuantum %1、このプログラムはQuantum %2です。同じバージョンが必要です。</translation>
    </message>
    <message>
        <source>The host did not understand the greeting.</source>
        <translation>ホストが接続の挨拶を理解できませんでした。</translation>
    </message>
    <message>
        <source>The password is wrong.</source>
        <translation>パスワードが違います。</translation>
    </message>
    <message>
        <source>The host does not know this seat any more.</source>
        <translation>ホストはこの席をもう認識していません。</translation>
    </message>
    <message>
        <source>Every seat of this game is taken.</source>
        <translation>このゲームの席はすべて埋まっています。</translation>
    </message>
    <message>
        <source>The game has started; only its players can come back, others may watch.</source>
        <translation>ゲームは開始済みです。戻れるのはそのプレイヤーだけで、他の人は観戦できます。</translation>
    </message>
    <message>
        <source>Observers cannot play.</source>
        <translation>観戦者はプレイできません。</translation>
    </message>
    <message>
        <source>The game moved on before the move arrived.</source>
        <translation>手が届く前にゲームが進んでしまいました。</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>ゲームはまだ始まっていません。</translation>
    </message>
    <message>
        <source>The game is paused until every player is back.</source>
        <translation>全プレイヤーが戻るまでゲームは一時停止中です。</translation>
    </message>
    <message>
        <source>The rules do not allow that move.</source>
        <translation>その手はルール上できません。</translation>
    </message>
    <message>
        <source>The host could not read that move.</source>
        <translation>ホストがその手を読み取れませんでした。</translation>
    </message>
    <message>
        <source>That cannot be undone now.</source>
        <translation>今はそれを取り消せません。</translation>
    </message>
    <message>
        <source>That seat is not free.</source>
        <translation>その席は空いていません。</translation>
    </message>
    <message>
        <source>A name needs at least one letter or digit.</source>
        <translation>名前には文字か数字が1つ以上必要です。</translation>
    </message>
    <message>
        <source>Too many messages were sent.</source>
        <translation>送信されたメッセージが多すぎます。</translation>
    </message>
    <message>
        <source>The connection was too slow to keep up.</source>
        <translation>接続が遅すぎて追いつけませんでした。</translation>
    </message>
    <message>
        <source>The other side stopped answering.</source>
        <translation>相手からの応答が止まりました。</translation>
    </message>
    <message>
        <source>The seat was joined from another connection.</source>
        <translation>別の接続からこの席に参加されました。</translation>
    </message>
    <message>
        <source>The host closed the game.</source>
        <translation>ホストがゲームを終了しました。</translation>
    </message>
    <message>
        <source>The connection broke off.</source>
        <translation>接続が切れました。</translation>
    </message>
    <message>
        <source>The connection to the host is lost. Reconnecting…</source>
        <translation>ホストとの接続が切れました。再接続しています…</translation>
    </message>
    <message>
        <source>The connection to the host is lost. %1</source>
        <translation>ホストとの接続が切れました。%1</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>ゲームは一時停止中です。</translation>
    </message>
    <message>
        <source>Waiting for %1 to reconnect…</source>
        <translation>%1の再接続を待っています…</translation>
    </message>
    <message>
        <source>Too many wrong passwords came from this computer; try again in a few minutes.</source>
        <translation>このコンピューターから誤ったパスワードが何度も送られました。数分後にもう一度試してください。</translation>
    </message>
    <message>
        <source>This game takes no more observers.</source>
        <translation>このゲームはこれ以上観戦者を受け付けていません。</translation>
    </message>
    <message>
        <source>The host is too busy to answer; try again.</source>
        <translation>ホストが混み合っていて応答できません。もう一度試してください。</translation>
    </message>
    <message>
        <source>No encrypted connection could be made with the host: it may run an older version of Quantum.</source>
        <translation>ホストとの暗号化された接続を確立できませんでした。ホストが古いバージョンのQuantumを使っている可能性があります。</translation>
    </message>
    <message>
        <source>This host&apos;s code is not the one expected: another computer may be pretending to be the host. Compare the code with the host&apos;s player before you trust it.</source>
        <translation>このホストのコードが想定と違います。別のコンピューターがホストになりすましている可能性があります。信頼する前に、ホストのプレイヤーとコードを照合してください。</translation>
    </message>
</context>
<context>
    <name>PrintAndPlay</name>
    <message>
        <source>(%1, %2)</source>
        <translation>（%1, %2）</translation>
    </message>
    <message>
        <source>Untitled map</source>
        <translation>無題のマップ</translation>
    </message>
    <message>
        <source>Author: %1</source>
        <translation>作者：%1</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>プレイ人数：%1</translation>
    </message>
    <message>
        <source>Cubes per player: %1</source>
        <translation>1人あたりのキューブ数：%1</translation>
    </message>
    <message>
        <source>Tile %1: planet %2</source>
        <translation>タイル%1：惑星%2</translation>
    </message>
    <message>
        <source>Starting planets: none</source>
        <translation>開始惑星：なし</translation>
    </message>
    <message>
        <source>Starting planets: %1</source>
        <translation>開始惑星：%1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>%1／%2ページ</translation>
    </message>
    <message>
        <source>%1: squares %2 mm</source>
        <translation>%1：1マス%2 mm</translation>
    </message>
    <message>
        <source>the map has no tiles to print</source>
        <translation>印刷するタイルがマップにありません</translation>
    </message>
    <message>
        <source>the map spans %1 x %2 tiles; at most %3 tiles a side can be printed</source>
        <translation>マップが%1×%2タイルに広がっています。印刷できるのは一辺%3タイルまでです</translation>
    </message>
    <message>
        <source>a tile does not fit on the page</source>
        <translation>タイルがページに収まりません</translation>
    </message>
    <message>
        <source>printing needs a QGuiApplication (for fonts)</source>
        <translation>印刷にはQGuiApplicationが必要です（フォントのため）</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>PDFの作成を開始できませんでした</translation>
    </message>
    <message>
        <source>Tiles: %1</source>
        <translation>タイル：%1枚</translation>
    </message>
    <message>
        <source>The tiles are printed at true size on the following pages: squares %1 mm, tiles %2 mm. Cut each tile along its crop marks; the label in its bleed gives its place (column, row) in the picture below.</source>
        <translation>タイルは次のページから実寸で印刷されています（1マス%1 mm、タイル%2 mm）。各タイルをトンボに沿って切り取ってください。塗り足し部分のラベルは、下の図でのそのタイルの位置（列, 行）を示します。</translation>
    </message>
</context>
<context>
    <name>QwantumRules</name>
    <message>
        <source>Qwantum is a dice game for two to four players, and a different game from Quantum. Every roll shows seven dice, and each player writes the sums they choose in the four coloured rows of their own score sheet. A column scores once it is full; the highest score at the end wins.</source>
        <translation>Qwantumは2～4人用のダイスゲームで、Quantumとは別のゲームです。毎回7個のダイスを振り、各プレイヤーは選んだ合計を自分のスコアシートにある4色の行に記入します。列はすべて埋まると得点になり、最後に最も得点の高いプレイヤーが勝ちます。</translation>
    </message>
    <message>
        <source>There is one white die, numbered 1 to 6, and six coloured dice. Every face of a coloured die shows a number from 1 to 6 printed in one of four colours: purple, blue, red or yellow. The six coloured dice all differ, and on each of them two colours appear twice.</source>
        <translation>ダイスは、1～6の目がある白ダイス1個と、色ダイス6個です。色ダイスの各面には1～6の数字が、紫・青・赤・黄の4色のいずれかで印刷されています。6個の色ダイスはすべて異なり、どのダイスでも2つの色が2回ずつ現れます。</translation>
    </message>
    <message>
        <source>The six coloured dice, one in each row, with all six faces of each. Knowing which die can show which colour is the skill of the game.</source>
        <translation>6個の色ダイスを1行に1個ずつ、6面すべてとともに示しています。どのダイスがどの色を出せるかを知っていることが、このゲームの腕の見せどころです。</translation>
    </message>
    <message>
        <source>Nothing is hidden: the sheets, the dice and the faces of every die are public, and you may look at the faces at any time.</source>
        <translation>隠された情報はありません。シート、ダイス、そして各ダイスの面はすべて公開されていて、面はいつでも確認できます。</translation>
    </message>
    <message>
        <source>Each player has a score sheet of four rows, purple, blue, red and yellow, with six fields each. A divider stands between the 4th and the 5th field. Under the six columns are their score fields, and below them five misthrow boxes.</source>
        <translation>各プレイヤーは、紫・青・赤・黄の4行（各6マス）からなるスコアシートを持ちます。4マス目と5マス目の間には仕切り線があります。6つの列の下にはそれぞれの得点欄があり、その下にミスの欄が5つあります。</translation>
    </message>
    <message>
        <source>The players take turns as the active player, in seat order; who starts is drawn. The active player rolls all seven dice. Then, once, they may pick up any of the seven, the white die too, as many as they like, and roll them again; after that the dice stand. There is never a third roll.</source>
        <translation>プレイヤーは席順に手番プレイヤーになります。最初のプレイヤーは抽選で決まります。手番プレイヤーは7個のダイスをすべて振ります。その後1回だけ、白ダイスも含めて7個のうち好きな個数を選んで振り直せます。その後はダイスの目が確定します。3回目を振ることは決してありません。</translation>
    </message>
    <message>
        <source>Each colour has a sum: the white die plus every coloured die that shows that colour. A colour that no die shows counts the white die alone.</source>
        <translation>各色には合計があります。白ダイスに、その色を出している色ダイスをすべて足したものです。どのダイスにも出ていない色は、白ダイスだけを数えます。</translation>
    </message>
    <message>
        <source>The white die counts in every colour&apos;s sum. This roll: %1.</source>
        <translation>白ダイスはどの色の合計にも数えます。このロール：%1。</translation>
    </message>
    <message>
        <source>The active player chooses one colour and writes its sum in their row of that colour, by the rules of writing below. That colour is then closed for everyone for the rest of this roll.</source>
        <translation>手番プレイヤーは1色を選び、その合計を自分のその色の行に、下の「数字の記入」のルールに従って記入します。その色は、このロールの残りの間、全員に対して閉じられます。</translation>
    </message>
    <message>
        <source>An active player who cannot write a sum, or does not want to, marks a misthrow instead: they cross their next misthrow box, and no colour is closed. Misthrows cost points at the end.</source>
        <translation>合計を記入できない、または記入したくない手番プレイヤーは、代わりにミスを1つ記入します。次のミスの欄に×を付け、どの色も閉じられません。ミスは最後に失点になります。</translation>
    </message>
    <message>
        <source>Then every player, the active player too, may write one sum of a colour that is not closed, in their own row of that colour, or pass. Everyone decides at the same time, on the same dice: no answer depends on another player&apos;s. So the active player may write twice in a roll, in two different colours, and the others once.</source>
        <translation>次に、手番プレイヤーも含めた全員が、閉じられていない色の合計を1つ自分のその色の行に記入するか、パスできます。全員が同じダイスを見て同時に決めます。誰の答えもほかのプレイヤーの答えには左右されません。そのため手番プレイヤーは1回のロールで異なる2色に2回、ほかのプレイヤーは1回記入できます。</translation>
    </message>
    <message>
        <source>Passing in phase 2 costs nothing: only the active player&apos;s phase 1 can give a misthrow. Once everyone has answered, the next player in seat order becomes the active player and rolls.</source>
        <translation>フェイズ2でパスしても損はありません。ミスになるのは手番プレイヤーのフェイズ1だけです。全員が答えたら、席順で次のプレイヤーが手番プレイヤーになり、ダイスを振ります。</translation>
    </message>
    <message>
        <source>%1 is the active player. In phase 1 they write the purple %2, and purple is closed for this roll. In phase 2 %1 also writes the blue %3, and %4 writes the red %5: %4 could not take the purple %2.</source>
        <translation>%1が手番プレイヤーです。フェイズ1で紫の%2を記入し、このロールの間、紫は閉じられます。フェイズ2では%1がさらに青の%3を記入し、%4は赤の%5を記入します。%4は紫の%2を使えませんでした。</translation>
    </message>
    <message>
        <source>A row fills from the left without gaps: a number always goes in the first empty field of its row.</source>
        <translation>行は左から隙間なく埋めていきます。数字は必ずその行の最初の空きマスに入ります。</translation>
    </message>
    <message>
        <source>Fields 1 to 4 rise: each number must be higher than the one before it.</source>
        <translation>1～4マス目は上がっていきます。各数字は直前の数字より大きくなければなりません。</translation>
    </message>
    <message>
        <source>Fields 1 to 4 rise: each number must be at least as high as the one before it. In this game equal numbers may follow each other.</source>
        <translation>1～4マス目は上がっていきます。各数字は直前の数字以上でなければなりません。このゲームでは同じ数字が続いてもかまいません。</translation>
    </message>
    <message>
        <source>After the divider the row falls: field 5 must be lower than field 4, and field 6 lower than field 5.</source>
        <translation>仕切り線の後、行は下がっていきます。5マス目は4マス目より小さく、6マス目は5マス目より小さくなければなりません。</translation>
    </message>
    <message>
        <source>After the divider the row falls: field 5 must not be higher than field 4, nor field 6 higher than field 5. In this game equal numbers may follow each other.</source>
        <translation>仕切り線の後、行は下がっていきます。5マス目は4マス目より大きくてはならず、6マス目も5マス目より大きくてはなりません。このゲームでは同じ数字が続いてもかまいません。</translation>
    </message>
    <message>
        <source>A sum that does not fit cannot be written in that row, and a full row takes nothing more.</source>
        <translation>条件に合わない合計はその行に記入できません。埋まった行にはもう何も記入できません。</translation>
    </message>
    <message>
        <source>In the middle of a game. The purple row rose to %1 at the divider, then fell to %2. The first column is full, so it scores %3, the second lowest of its four numbers.</source>
        <translation>ゲームの途中です。紫の行は仕切り線まで%1に上がり、その後%2に下がりました。1列目はすべて埋まっているので、4つの数字のうち2番目に小さい%3が得点になります。</translation>
    </message>
    <message>
        <source>A column whose four fields are all written scores the second lowest of its four numbers; equal numbers count, so 5, 5, 8 and 9 score 5. A column that is not full scores nothing.</source>
        <translation>4マスすべてに記入された列は、4つの数字のうち2番目に小さい数が得点になります。同じ数字も数えるので、5、5、8、9なら得点は5です。埋まっていない列は得点になりません。</translation>
    </message>
    <message>
        <source>Misthrows cost points, more for each one: the first costs %1, the second %2, the third %3, the fourth %4 and the fifth %5, so five misthrows cost %6 in all.</source>
        <translation>ミスは失点になり、1つごとに重くなります。1つ目は%1点、2つ目は%2点、3つ目は%3点、4つ目は%4点、5つ目は%5点で、5つのミスで合計%6点を失います。</translation>
    </message>
    <message>
        <source>Your score is the sum of your column scores minus your misthrow penalty.</source>
        <translation>あなたの得点は、各列の得点の合計からミスの失点を引いたものです。</translation>
    </message>
    <message>
        <source>Near the end of a game: the full columns score %1 in all and the misthrows cost %2, so the score is %3. The last column is not full yet and scores nothing.</source>
        <translation>ゲームの終盤です。埋まった列の得点は合計%1点、ミスの失点は%2点なので、得点は%3点です。最後の列はまだ埋まっていないので得点になりません。</translation>
    </message>
    <message>
        <source>The game ends when a player has written all 24 fields of their sheet, or has marked their fifth misthrow. The roll is finished first: everyone plays its phase 2, then the game is scored.</source>
        <translation>いずれかのプレイヤーがシートの24マスすべてを埋めるか、5つ目のミスを記入すると、ゲームは終わります。ただし先にそのロールを最後まで行い（全員がフェイズ2を行います）、それから得点を計算します。</translation>
    </message>
    <message>
        <source>The highest score wins; players with the same highest score share the win.</source>
        <translation>最も得点の高いプレイヤーが勝ちます。最高得点が同じプレイヤーは勝利を分け合います。</translation>
    </message>
    <message>
        <source>Start low. A row that begins with a high number has little room left to rise; small sums suit the first fields.</source>
        <translation>小さく始めましょう。大きな数字で始めた行には上がる余地がほとんど残りません。小さな合計は最初のほうのマスに向いています。</translation>
    </message>
    <message>
        <source>Field 4 is the top of its row: the two fields after it must fall below it, so a high number there leaves room for them.</source>
        <translation>4マス目は行の頂点です。その後の2マスはそれより下がらなければならないので、ここに大きな数字を記入すると後の2マスに余地が残ります。</translation>
    </message>
    <message>
        <source>A column scores its second lowest number: one weak number in a column costs nothing, a second one does.</source>
        <translation>列の得点は2番目に小さい数字です。列に弱い数字が1つあっても損はありませんが、2つ目からは響きます。</translation>
    </message>
    <message>
        <source>Know the dice. The table of faces shows which dice can change a colour&apos;s sum: re-roll the ones that can help the colour you want.</source>
        <translation>ダイスを知りましょう。面の表を見れば、どのダイスがある色の合計を変えられるかがわかります。欲しい色の助けになるダイスを振り直しましょう。</translation>
    </message>
    <message>
        <source>As the active player, the colour you write is closed for the others: taking the sum they need can cost them a good field.</source>
        <translation>手番プレイヤーとして記入した色は、ほかのプレイヤーに対して閉じられます。相手が必要としている合計を取れば、相手から良いマスを奪えることがあります。</translation>
    </message>
    <message>
        <source>Phase 2 is free: write a sum that fits well, and pass otherwise.</source>
        <translation>フェイズ2は無料です。うまく合う合計があれば記入し、なければパスしましょう。</translation>
    </message>
    <message>
        <source>Each misthrow costs more than the one before, yet one misthrow can be better than spoiling a row.</source>
        <translation>ミスは1つごとに失点が大きくなりますが、行を台無しにするよりはミスのほうがよいこともあります。</translation>
    </message>
    <message>
        <source>Qwantum in short</source>
        <translation>Qwantumの概要</translation>
    </message>
    <message>
        <source>The dice and the score sheet</source>
        <translation>ダイスとスコアシート</translation>
    </message>
    <message>
        <source>A turn: the roll and the colour sums</source>
        <translation>手番：ロールと色の合計</translation>
    </message>
    <message>
        <source>Phase 1: the active player</source>
        <translation>フェイズ1：手番プレイヤー</translation>
    </message>
    <message>
        <source>Phase 2: everyone</source>
        <translation>フェイズ2：全員</translation>
    </message>
    <message>
        <source>Writing a number</source>
        <translation>数字の記入</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>得点計算</translation>
    </message>
    <message>
        <source>The end and the winner</source>
        <translation>ゲームの終了と勝者</translation>
    </message>
    <message>
        <source>Tips for a first game</source>
        <translation>初めてのゲームのためのヒント</translation>
    </message>
    <message>
        <source>Rules of Qwantum</source>
        <translation>Qwantumのルール</translation>
    </message>
</context>
<context>
    <name>QwantumText</name>
    <message>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>the purple row</source>
        <translation>紫の行</translation>
    </message>
    <message>
        <source>the blue row</source>
        <translation>青の行</translation>
    </message>
    <message>
        <source>the red row</source>
        <translation>赤の行</translation>
    </message>
    <message>
        <source>the yellow row</source>
        <translation>黄の行</translation>
    </message>
    <message>
        <source>Misthrows</source>
        <translation>ミス</translation>
    </message>
    <message>
        <source>white %1</source>
        <translation>白%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a colour and its sum</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>%1 rolls: %2.</source>
        <translation>%1がダイスを振りました：%2。</translation>
    </message>
    <message numerus="yes">
        <source>%1 re-rolls %n dice: %2.</source>
        <translation>
            <numerusform>%1がダイスを%n個振り直しました：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 writes %2 in %3 (field %4).</source>
        <translation>%1が%3に%2を記入しました（%4マス目）。</translation>
    </message>
    <message>
        <source>%1 marks a misthrow (%2 of 5).</source>
        <translation>%1がミスを記入しました（5つ中%2つ目）。</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1はパスしました。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll %n dice</source>
        <translation>
            <numerusform>ダイスを%n個振り直す</numerusform>
        </translation>
    </message>
    <message>
        <source>Write %1 in %2</source>
        <translation>%2に%1を記入</translation>
    </message>
    <message>
        <source>Mark a misthrow</source>
        <translation>ミスを記入</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>%1: write one sum in its row, or mark a misthrow.</source>
        <translation>%1：合計を1つその色の行に記入するか、ミスを記入してください。</translation>
    </message>
    <message>
        <source>%1: re-roll dice once, write one sum in its row, or mark a misthrow.</source>
        <translation>%1：ダイスを1回振り直すか、合計を1つその色の行に記入するか、ミスを記入してください。</translation>
    </message>
    <message>
        <source>%1: write a sum of another colour than %2, or pass.</source>
        <translation>%1：%2以外の色の合計を1つ記入するか、パスしてください。</translation>
    </message>
    <message>
        <source>%1: write one sum in its row, or pass.</source>
        <translation>%1：合計を1つその色の行に記入するか、パスしてください。</translation>
    </message>
    <message>
        <source>%1 wins with %2 points.</source>
        <translation>%1が%2点で勝ちました。</translation>
    </message>
    <message>
        <source>%1 share the win with %2 points.</source>
        <translation>%1が%2点で勝利を分け合いました。</translation>
    </message>
    <message>
        <source>The white die: 1 to 6; it counts in every colour&apos;s sum.</source>
        <translation>白ダイス：1～6。どの色の合計にも数えます。</translation>
    </message>
    <message>
        <source>Die %1: its six faces</source>
        <translation>ダイス%1：6つの面</translation>
    </message>
</context>
<context>
    <name>Reader</name>
    <message>
        <source>unknown action type %1</source>
        <translation>不明なアクション種別%1</translation>
    </message>
    <message>
        <source>missing or not a string</source>
        <translation>値がないか、文字列ではありません</translation>
    </message>
    <message>
        <source>action version %1 is newer than this program reads (%2)</source>
        <translation>アクションのバージョン%1は、このプログラムが読めるもの（%2）より新しいです</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs field &apos;%2&apos;</source>
        <translation>&apos;%1&apos;にはフィールド&apos;%2&apos;が必要です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs field &apos;card&apos;</source>
        <translation>&apos;%1&apos;にはフィールド&apos;card&apos;が必要です</translation>
    </message>
    <message>
        <source>not a square diagonal to the planet</source>
        <translation>惑星の斜めのマスではありません</translation>
    </message>
    <message>
        <source>unknown event type %1</source>
        <translation>不明なイベント種別%1</translation>
    </message>
    <message>
        <source>player %1: dominance %2 outside 1..6</source>
        <translation>プレイヤー%1：優勢%2が1～6の範囲外です</translation>
    </message>
    <message>
        <source>player %1: research %2 outside 1..6</source>
        <translation>プレイヤー%1：研究%2が1～6の範囲外です</translation>
    </message>
    <message>
        <source>player %1: %2 cubes placed</source>
        <translation>プレイヤー%1：配置済みのキューブが%2個です</translation>
    </message>
    <message>
        <source>player %1 ship %2: value %3</source>
        <translation>プレイヤー%1の宇宙船%2：目が%3です</translation>
    </message>
    <message>
        <source>player %1 ship %2: not on a square</source>
        <translation>プレイヤー%1の宇宙船%2：マス上にありません</translation>
    </message>
    <message>
        <source>player %1 ship %2: on a planet</source>
        <translation>プレイヤー%1の宇宙船%2：惑星の上にあります</translation>
    </message>
    <message>
        <source>two ships on square %1</source>
        <translation>マス%1に宇宙船が2隻あります</translation>
    </message>
    <message>
        <source>player %1 ship %2: nowhere</source>
        <translation>プレイヤー%1の宇宙船%2：どこにもありません</translation>
    </message>
    <message>
        <source>player %1: cube on no planet</source>
        <translation>プレイヤー%1：どの惑星にもないキューブがあります</translation>
    </message>
    <message>
        <source>player %1: the starting planet is not a starting planet of the map</source>
        <translation>プレイヤー%1：開始惑星がマップの開始惑星ではありません</translation>
    </message>
    <message>
        <source>planet at %1 holds %2 cubes, more than its %3 locations</source>
        <translation>%1の惑星にキューブが%2個あり、置き場所%3か所を超えています</translation>
    </message>
    <message>
        <source>players %1 and %2 share the starting planet %3</source>
        <translation>プレイヤー%1と%2が開始惑星%3を共有しています</translation>
    </message>
    <message>
        <source>card %1 is in play %2 times; the game has %3</source>
        <translation>カード%1が%2枚使われていますが、ゲームには%3枚しかありません</translation>
    </message>
    <message>
        <source>card %1 is in play during setup; the decks are dealt when setup ends</source>
        <translation>準備中にカード%1が使われています。山札は準備の終了時に配られます</translation>
    </message>
    <message>
        <source>card %1 is missing: %2 of its %3 copies are in the market, the decks, the discard piles and the hands</source>
        <translation>カード%1が足りません：%3枚のうち、場・山札・捨て札・手札にあるのは%2枚です</translation>
    </message>
    <message>
        <source>turn %1 during setup; the first turn starts when setup ends</source>
        <translation>準備中に第%1ターンになっています。最初のターンは準備の終了時に始まります</translation>
    </message>
    <message>
        <source>a winner during setup</source>
        <translation>準備中に勝者がいます</translation>
    </message>
    <message>
        <source>a pending decision during setup</source>
        <translation>準備中に保留中の決定があります</translation>
    </message>
    <message>
        <source>player %1: dominance and research are 1 during setup (R-SETUP-1)</source>
        <translation>プレイヤー%1：準備中は優勢と研究が1です（R-SETUP-1）</translation>
    </message>
    <message>
        <source>player %1 ship %2: during setup ships 0-2 are rolled and ships 3-4 are in the reserve</source>
        <translation>プレイヤー%1の宇宙船%2：準備中は宇宙船0～2を振り、宇宙船3～4は追加の宇宙船の控えにあります</translation>
    </message>
    <message>
        <source>a first player before the roll-off (R-SETUP-3)</source>
        <translation>スタートプレイヤー決定のダイスの前にスタートプレイヤーがいます（R-SETUP-3）</translation>
    </message>
    <message>
        <source>player %1 is active in setup-reroll, but players decide in seat order (R-SETUP-2)</source>
        <translation>プレイヤー%1がsetup-rerollで手番ですが、決定は席順に行います（R-SETUP-2）</translation>
    </message>
    <message>
        <source>player %1 has a cube or starting planet before the roll-off</source>
        <translation>スタートプレイヤー決定の前に、プレイヤー%1にキューブか開始惑星があります</translation>
    </message>
    <message>
        <source>player %1 has a ship on the map before the roll-off</source>
        <translation>スタートプレイヤー決定の前に、プレイヤー%1の宇宙船がマップ上にあります</translation>
    </message>
    <message>
        <source>setup after the roll-off needs a first player</source>
        <translation>スタートプレイヤー決定後の準備にはスタートプレイヤーが必要です</translation>
    </message>
    <message>
        <source>player %1 has not made the setup re-roll decision</source>
        <translation>プレイヤー%1が準備の振り直しを決めていません</translation>
    </message>
    <message>
        <source>player %1 has no starting planet</source>
        <translation>プレイヤー%1に開始惑星がありません</translation>
    </message>
    <message>
        <source>player %1 has no starting planet, but a player after it in turn order has one (R-SETUP-4)</source>
        <translation>プレイヤー%1に開始惑星がありませんが、手番順で後のプレイヤーにはあります（R-SETUP-4）</translation>
    </message>
    <message>
        <source>player %1: during setup the one cube is on the starting planet</source>
        <translation>プレイヤー%1：準備中の1個のキューブは開始惑星にあります</translation>
    </message>
    <message>
        <source>every starting planet is chosen: the phase is setup-ships</source>
        <translation>開始惑星はすべて選ばれています。フェイズはsetup-shipsです</translation>
    </message>
    <message>
        <source>player %1 is active, but player %2 is the next to choose a starting planet (R-SETUP-4)</source>
        <translation>プレイヤー%1が手番ですが、次に開始惑星を選ぶのはプレイヤー%2です（R-SETUP-4）</translation>
    </message>
    <message>
        <source>player %1 has a ship on the map before every starting planet is chosen</source>
        <translation>開始惑星がすべて選ばれる前に、プレイヤー%1の宇宙船がマップ上にあります</translation>
    </message>
    <message>
        <source>player %1 ship %2: placed off its starting planet&apos;s orbit (R-SETUP-4)</source>
        <translation>プレイヤー%1の宇宙船%2：開始惑星の軌道位置の外に置かれています（R-SETUP-4）</translation>
    </message>
    <message>
        <source>player %1 has placed ships out of turn order (R-SETUP-4)</source>
        <translation>プレイヤー%1が手番順を外れて宇宙船を置いています（R-SETUP-4）</translation>
    </message>
    <message>
        <source>every ship is placed: setup is over</source>
        <translation>宇宙船はすべて置かれています。準備は終了しています</translation>
    </message>
    <message>
        <source>player %1 is active, but player %2 is the next to place ships (R-SETUP-4)</source>
        <translation>プレイヤー%1が手番ですが、次に宇宙船を置くのはプレイヤー%2です（R-SETUP-4）</translation>
    </message>
    <message>
        <source>turn %1 after setup; the first turn is turn 1</source>
        <translation>準備後に第%1ターンになっています。最初のターンは第1ターンです</translation>
    </message>
    <message>
        <source>a game after setup needs a first player</source>
        <translation>準備後のゲームにはスタートプレイヤーが必要です</translation>
    </message>
    <message>
        <source>player %1 ship %2 is unplaced after setup, and no card places it</source>
        <translation>プレイヤー%1の宇宙船%2が準備後に置かれておらず、置くカードもありません</translation>
    </message>
    <message>
        <source>player %1 is the winner of a game still running</source>
        <translation>進行中のゲームでプレイヤー%1が勝者になっています</translation>
    </message>
    <message>
        <source>player %1 has placed every cube in a game still running (R-TURN-5)</source>
        <translation>進行中のゲームでプレイヤー%1がキューブをすべて置いています（R-TURN-5）</translation>
    </message>
    <message>
        <source>the advance-card phase needs a picker</source>
        <translation>進歩カードフェイズにはカードを選ぶプレイヤーが必要です</translation>
    </message>
    <message>
        <source>the advance-card phase with no picks owed (R-CARD-1)</source>
        <translation>選ぶカードがないのに進歩カードフェイズです（R-CARD-1）</translation>
    </message>
    <message>
        <source>a pending decision in a finished game</source>
        <translation>終了したゲームに保留中の決定があります</translation>
    </message>
    <message>
        <source>a finished game needs a winner; only the turn limit (turn %1) ends a game without one</source>
        <translation>終了したゲームには勝者が必要です。勝者なしで終わるのはターン上限（第%1ターン）のときだけです</translation>
    </message>
    <message>
        <source>the winner, player %1, still has %2 cubes to place</source>
        <translation>勝者のプレイヤー%1にまだ置くキューブが%2個あります</translation>
    </message>
    <message>
        <source>player %1 has placed every cube but is not the winner</source>
        <translation>プレイヤー%1はキューブをすべて置いていますが、勝者ではありません</translation>
    </message>
    <message>
        <source>pending %1 (%2): no such player</source>
        <translation>保留中の%1（%2）：そのプレイヤーはいません</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs the attacking ship, the defender, from and target</source>
        <translation>保留中の%1（%2）：攻撃する宇宙船、防衛側、移動元、目標が必要です</translation>
    </message>
    <message>
        <source>pending %1 (%2): the attacking ship is not on its attack-from square</source>
        <translation>保留中の%1（%2）：攻撃する宇宙船が攻撃元のマスにいません</translation>
    </message>
    <message>
        <source>pending %1 (%2): the target square is not empty</source>
        <translation>保留中の%1（%2）：目標のマスが空いていません</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs a ship waiting to be placed</source>
        <translation>保留中の%1（%2）：配置待ちの宇宙船が必要です</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs a ship</source>
        <translation>保留中の%1（%2）：宇宙船が必要です</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs a new command card and a full hand</source>
        <translation>保留中の%1（%2）：新しい指令カードと満杯の手札が必要です</translation>
    </message>
    <message>
        <source>pending %1 (%2): the player holds no command card</source>
        <translation>保留中の%1（%2）：プレイヤーが指令カードを持っていません</translation>
    </message>
    <message>
        <source>pending %1 (%2): needs the combat it belongs to</source>
        <translation>保留中の%1（%2）：対応する戦闘が必要です</translation>
    </message>
    <message>
        <source>pending %1 (%2): player %3 is not at dominance 6</source>
        <translation>保留中の%1（%2）：プレイヤー%3の優勢が6ではありません</translation>
    </message>
    <message>
        <source>pending %1 (%2): player %3 already has an infamy decision</source>
        <translation>保留中の%1（%2）：プレイヤー%3にはすでに悪名の決定があります</translation>
    </message>
    <message>
        <source>pending %1 (%2): the picker has not just taken %3</source>
        <translation>保留中の%1（%2）：カードを選ぶプレイヤーが直前に%3を取っていません</translation>
    </message>
    <message>
        <source>a combat is open without a decision in it</source>
        <translation>戦闘中なのに決定がありません</translation>
    </message>
    <message>
        <source>combat: the ships are not on the attack-from and target squares</source>
        <translation>戦闘：宇宙船が攻撃元と目標のマスにいません</translation>
    </message>
    <message>
        <source>combat: rolls must be 1..6</source>
        <translation>戦闘：出目は1～6でなければなりません</translation>
    </message>
    <message>
        <source>a position needs a board</source>
        <translation>局面には盤面が必要です</translation>
    </message>
    <message>
        <source>no active player</source>
        <translation>手番のプレイヤーがいません</translation>
    </message>
    <message>
        <source>turn %1 is outside 0..%2 (the turn limit)</source>
        <translation>第%1ターンが0～%2（ターン上限）の範囲外です</translation>
    </message>
    <message>
        <source>must be an integer between %1 and %2</source>
        <translation>%1～%2の整数でなければなりません</translation>
    </message>
    <message>
        <source>must be between %1 and %2</source>
        <translation>%1～%2でなければなりません</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>trueかfalseでなければなりません</translation>
    </message>
    <message>
        <source>must be a square [x, y]</source>
        <translation>マス[x, y]でなければなりません</translation>
    </message>
    <message>
        <source>[%1, %2] is not a square of the map</source>
        <translation>[%1, %2]はマップのマスではありません</translation>
    </message>
    <message>
        <source>must be [x, y], &quot;scrapyard&quot;, &quot;reserve&quot; or &quot;unplaced&quot;</source>
        <translation>[x, y]、&quot;scrapyard&quot;、&quot;reserve&quot;、&quot;unplaced&quot;のいずれかでなければなりません</translation>
    </message>
    <message>
        <source>[%1, %2] is not a planet</source>
        <translation>[%1, %2]は惑星ではありません</translation>
    </message>
    <message>
        <source>must be a card id</source>
        <translation>カードIDでなければなりません</translation>
    </message>
    <message>
        <source>unknown card %1</source>
        <translation>不明なカード%1</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>must be an array</source>
        <translation>配列でなければなりません</translation>
    </message>
    <message>
        <source>has more than %1 entries</source>
        <translation>項目が%1個を超えています</translation>
    </message>
    <message>
        <source>empty layout notation</source>
        <translation>配置表記が空です</translation>
    </message>
    <message>
        <source>row %1 of the layout notation is empty</source>
        <translation>配置表記の%1行目が空です</translation>
    </message>
    <message>
        <source>bad token %1 in row %2 of the layout notation (expected 7, 8, 9, 10, 0 or &apos;.&apos;, &apos;*&apos; marks a start)</source>
        <translation>配置表記の%2行目に不正なトークン%1があります（7、8、9、10、0、&apos;.&apos;のいずれかが必要で、&apos;*&apos;は開始惑星を示します）</translation>
    </message>
    <message>
        <source>the map spans %1 x %2 tiles; layout notation is written for maps of at most %3 x %3 tiles</source>
        <translation>マップが%1×%2タイルに広がっています。配置表記は最大%3×%3タイルのマップ用です</translation>
    </message>
    <message>
        <source>missing field &apos;%1&apos;</source>
        <translation>フィールド&apos;%1&apos;がありません</translation>
    </message>
    <message>
        <source>field &apos;%1&apos; must be an integer between -1000000 and 1000000</source>
        <translation>フィールド&apos;%1&apos;は-1000000～1000000の整数でなければなりません</translation>
    </message>
    <message>
        <source>field &apos;%1&apos; must be a string</source>
        <translation>フィールド&apos;%1&apos;は文字列でなければなりません</translation>
    </message>
    <message>
        <source>not a Quantum map file (&quot;format&quot; is not &quot;quantum-map&quot;)</source>
        <translation>Quantumのマップファイルではありません（&quot;format&quot;が&quot;quantum-map&quot;ではありません）</translation>
    </message>
    <message>
        <source>map file version %1 is newer than this program reads (%2); update Quantum to open it</source>
        <translation>マップファイルのバージョン%1は、このプログラムが読めるもの（%2）より新しいです。開くにはQuantumを更新してください</translation>
    </message>
    <message>
        <source>map file version %1 is not valid</source>
        <translation>マップファイルのバージョン%1は無効です</translation>
    </message>
    <message>
        <source>field &apos;tiles&apos; must be an array</source>
        <translation>フィールド&apos;tiles&apos;は配列でなければなりません</translation>
    </message>
    <message>
        <source>too many tiles (%1)</source>
        <translation>タイルが多すぎます（%1）</translation>
    </message>
    <message>
        <source>field &apos;start&apos; must be true or false</source>
        <translation>フィールド&apos;start&apos;はtrueかfalseでなければなりません</translation>
    </message>
    <message>
        <source>not valid JSON at offset %1: %2</source>
        <translation>オフセット%1で有効なJSONではありません：%2</translation>
    </message>
    <message>
        <source>a map file must hold a JSON object</source>
        <translation>マップファイルはJSONオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>cannot open map file %1: %2</source>
        <translation>マップファイル%1を開けません：%2</translation>
    </message>
    <message>
        <source>cannot read map file %1: %2</source>
        <translation>マップファイル%1を読み込めません：%2</translation>
    </message>
    <message>
        <source>map file %1 is larger than 64 MiB</source>
        <translation>マップファイル%1が64 MiBを超えています</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>標準入力</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <translation>%1を開けません：%2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1を読み込めません：%2</translation>
    </message>
    <message>
        <source>%1 is larger than 64 MiB</source>
        <translation>%1が64 MiBを超えています</translation>
    </message>
    <message>
        <source>save file: %1</source>
        <translation>セーブファイル：%1</translation>
    </message>
    <message>
        <source>not a Quantum save file</source>
        <translation>Quantumのセーブファイルではありません</translation>
    </message>
    <message>
        <source>the save file has no valid version</source>
        <translation>セーブファイルに有効なバージョンがありません</translation>
    </message>
    <message>
        <source>the save file is version %1, newer than this program reads (%2); update Quantum to open it</source>
        <translation>セーブファイルのバージョン%1は、このプログラムが読めるもの（%2）より新しいです。開くにはQuantumを更新してください</translation>
    </message>
    <message>
        <source>save file map: %1</source>
        <translation>セーブファイルのマップ：%1</translation>
    </message>
    <message>
        <source>missing generator state</source>
        <translation>乱数生成器の状態がありません</translation>
    </message>
    <message>
        <source>&quot;savedAt&quot; must be a date string</source>
        <translation>&quot;savedAt&quot;は日付の文字列でなければなりません</translation>
    </message>
    <message>
        <source>missing state</source>
        <translation>状態がありません</translation>
    </message>
    <message>
        <source>invalid map: %1</source>
        <translation>無効なマップ：%1</translation>
    </message>
    <message>
        <source>not a scenario (&quot;format&quot; is not &quot;quantum-scenario&quot;)</source>
        <translation>シナリオではありません（&quot;format&quot;が&quot;quantum-scenario&quot;ではありません）</translation>
    </message>
    <message>
        <source>scenario: missing or bad &quot;version&quot;</source>
        <translation>シナリオ：&quot;version&quot;がないか不正です</translation>
    </message>
    <message>
        <source>scenario version %1 is newer than this program reads (%2)</source>
        <translation>シナリオのバージョン%1は、このプログラムが読めるもの（%2）より新しいです</translation>
    </message>
    <message>
        <source>scenario: &quot;map&quot; must be notation, a file or a map object</source>
        <translation>シナリオ：&quot;map&quot;は配置表記、ファイル、マップオブジェクトのいずれかでなければなりません</translation>
    </message>
    <message>
        <source>scenario: &quot;players&quot; must be an integer</source>
        <translation>シナリオ：&quot;players&quot;は整数でなければなりません</translation>
    </message>
    <message>
        <source>scenario: &quot;cubes&quot; must be an integer</source>
        <translation>シナリオ：&quot;cubes&quot;は整数でなければなりません</translation>
    </message>
    <message>
        <source>scenario: &quot;dice&quot; must be an array</source>
        <translation>シナリオ：&quot;dice&quot;は配列でなければなりません</translation>
    </message>
    <message>
        <source>scenario: dice[%1] must be 1..6</source>
        <translation>シナリオ：dice[%1]は1～6でなければなりません</translation>
    </message>
    <message>
        <source>scenario: &quot;seed&quot; must be a non-negative integer</source>
        <translation>シナリオ：&quot;seed&quot;は0以上の整数でなければなりません</translation>
    </message>
    <message>
        <source>scenario: &quot;position&quot; must be an object</source>
        <translation>シナリオ：&quot;position&quot;はオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>scenario: &quot;actions&quot; must be an array</source>
        <translation>シナリオ：&quot;actions&quot;は配列でなければなりません</translation>
    </message>
    <message>
        <source>action %1: must be an object</source>
        <translation>アクション%1：オブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>action %1: %2</source>
        <translation>アクション%1：%2</translation>
    </message>
    <message>
        <source>action %1 (%2) is illegal: %3</source>
        <translation>アクション%1（%2）は不正です：%3</translation>
    </message>
    <message>
        <source>the scripted dice ran out (add dice or a seed)</source>
        <translation>指定されたダイスの目が尽きました（ダイスかシードを追加してください）</translation>
    </message>
    <message>
        <source>%1: not valid JSON at offset %2: %3</source>
        <translation>%1：オフセット%2で有効なJSONではありません：%3</translation>
    </message>
    <message>
        <source>%1: a scenario must be a JSON object</source>
        <translation>%1：シナリオはJSONオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>state version %1 is newer than this program reads (%2)</source>
        <translation>状態のバージョン%1は、このプログラムが読めるもの（%2）より新しいです</translation>
    </message>
    <message>
        <source>unknown phase</source>
        <translation>不明なフェイズ</translation>
    </message>
    <message>
        <source>turn %1 is past the turn limit (%2)</source>
        <translation>第%1ターンがターン上限（%2）を超えています</translation>
    </message>
    <message>
        <source>a gambit card cannot be held</source>
        <translation>作戦カードは手元に持てません</translation>
    </message>
    <message>
        <source>unknown pending decision</source>
        <translation>不明な保留中の決定</translation>
    </message>
    <message>
        <source>slots 0-2 hold gambit cards, 3-5 command cards</source>
        <translation>スロット0～2は作戦カード、3～5は指令カードです</translation>
    </message>
    <message>
        <source>holds a card of the other kind</source>
        <translation>別の種類のカードを持っています</translation>
    </message>
    <message>
        <source>unknown flag</source>
        <translation>不明なフラグ</translation>
    </message>
    <message>
        <source>nobody can act in this position (no legal action)</source>
        <translation>この局面では誰も行動できません（合法なアクションがありません）</translation>
    </message>
    <message>
        <source>decks.%1: %2 cards; the pile holds 0 to %3</source>
        <translation>decks.%1：%2枚です。この山に置けるのは0～%3枚です</translation>
    </message>
    <message>
        <source>decks.%1[%2]: no card (a pile has no gaps)</source>
        <translation>decks.%1[%2]：カードがありません（山に空きはありません）</translation>
    </message>
    <message>
        <source>decks.%1[%2]: %3 is a card of the other kind</source>
        <translation>decks.%1[%2]：%3は別の種類のカードです</translation>
    </message>
    <message>
        <source>market[%1]: %2 is in the wrong slot; slots 0-2 hold gambit cards, 3-5 command cards</source>
        <translation>market[%1]：%2のスロットが違います。スロット0～2は作戦カード、3～5は指令カードです</translation>
    </message>
    <message>
        <source>%1 picks are owed: more than the %2 a game to %3 cubes can owe (R-CARD-1)</source>
        <translation>選ぶべきカードが%1枚あります。キューブ%3個のゲームで生じうる%2枚を超えています（R-CARD-1）</translation>
    </message>
    <message>
        <source>player %1 is owed %2 picks: more than the %3 cubes a game to win needs (R-CARD-1)</source>
        <translation>プレイヤー%1が選ぶべきカードが%2枚あります。勝利に必要なキューブ%3個を超えています（R-CARD-1）</translation>
    </message>
    <message>
        <source>cannot read map file %1: not a regular file (%2)</source>
        <translation>マップファイル%1を読み込めません：通常のファイルではありません（%2）</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>a pipe</source>
        <translation>パイプ</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ソケット</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>ファイル以外のもの</translation>
    </message>
    <message>
        <source>cannot read %1: not a regular file (%2)</source>
        <translation>%1を読み込めません：通常のファイルではありません（%2）</translation>
    </message>
    <message>
        <source>unknown colour %1 (purple, blue, red or yellow)</source>
        <translation>不明な色%1です（purple、blue、red、yellowのいずれかです）</translation>
    </message>
    <message>
        <source>must be a colour (purple, blue, red or yellow)</source>
        <translation>色（purple、blue、red、yellow）でなければなりません</translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>%1でなければなりません</translation>
    </message>
    <message>
        <source>needs %1 entries, one for each misthrow</source>
        <translation>ミス1回につき1つ、%1個の項目が必要です</translation>
    </message>
    <message>
        <source>needs six dice</source>
        <translation>ダイスが6個必要です</translation>
    </message>
    <message>
        <source>needs six faces</source>
        <translation>面が6つ必要です</translation>
    </message>
    <message>
        <source>must be a colour letter (P, B, R, Y) and a number 1-6, such as &quot;R4&quot;</source>
        <translation>色の文字（P、B、R、Y）と1～6の数字でなければなりません（例：&quot;R4&quot;）</translation>
    </message>
    <message>
        <source>no face is %1</source>
        <translation>%1の面がありません</translation>
    </message>
    <message>
        <source>the die shows %1, not %2</source>
        <translation>ダイスの目は%2ではなく%1です</translation>
    </message>
    <message>
        <source>the dice sum to %1, not %2</source>
        <translation>ダイスの合計は%2ではなく%1です</translation>
    </message>
    <message>
        <source>%1 players: Qwantum is for 2 to 4</source>
        <translation>%1人です：Qwantumは2～4人用です</translation>
    </message>
    <message>
        <source>turn %1 is before the first</source>
        <translation>第%1ターンは最初のターンより前です</translation>
    </message>
    <message>
        <source>the white die shows no face</source>
        <translation>白のダイスがどの面も示していません</translation>
    </message>
    <message>
        <source>a coloured die shows no face</source>
        <translation>色付きのダイスがどの面も示していません</translation>
    </message>
    <message>
        <source>no such colour</source>
        <translation>その色はありません</translation>
    </message>
    <message>
        <source>a colour closed in phase 1, before the active player wrote</source>
        <translation>手番プレイヤーが記入する前の、フェーズ1で色が閉じられています</translation>
    </message>
    <message>
        <source>an answer of a player past the players</source>
        <translation>プレイヤー数を超えるプレイヤーの回答があります</translation>
    </message>
    <message>
        <source>an answer in phase 1</source>
        <translation>フェーズ1に回答があります</translation>
    </message>
    <message>
        <source>phase 2 with every answer in (the roll is over once the last one answers)</source>
        <translation>全員が回答済みのフェーズ2です（最後の1人が回答した時点でその出目は終わります）</translation>
    </message>
    <message>
        <source>a game over before everyone answered the last roll</source>
        <translation>最後の出目に全員が回答する前にゲームが終了しています</translation>
    </message>
    <message>
        <source>a sheet of player %1, past the players</source>
        <translation>プレイヤー数を超える、プレイヤー%1のシートがあります</translation>
    </message>
    <message>
        <source>player %1 has %2 misthrows (the fifth ends the game)</source>
        <translation>プレイヤー%1のミスが%2回あります（5回目でゲームが終わります）</translation>
    </message>
    <message>
        <source>a row of %1 fields</source>
        <translation>%1マスの列があります</translation>
    </message>
    <message>
        <source>player %1&apos;s %2 row has a gap</source>
        <translation>プレイヤー%1の%2の列の途中に空きマスがあります</translation>
    </message>
    <message>
        <source>%1 is no sum of %2 with these dice</source>
        <translation>%1はこのダイスでは%2の合計になりえません</translation>
    </message>
    <message>
        <source>player %1&apos;s %2 row breaks its order at field %3</source>
        <translation>プレイヤー%1の%2の列は%3マス目で順序が崩れています</translation>
    </message>
    <message>
        <source>a game that has ended still runs</source>
        <translation>終了したはずのゲームが続いています</translation>
    </message>
    <message>
        <source>a game over that nothing ended (no full sheet, no fifth misthrow)</source>
        <translation>終了条件なしにゲームが終了しています（埋まったシートも5回目のミスもありません）</translation>
    </message>
    <message>
        <source>player %1&apos;s fifth misthrow came before this roll (the game would have ended)</source>
        <translation>プレイヤー%1の5回目のミスはこの出目より前です（その時点でゲームが終わっていたはずです）</translation>
    </message>
    <message>
        <source>player %1&apos;s sheet was full before this roll (the game would have ended)</source>
        <translation>プレイヤー%1のシートはこの出目より前に埋まっています（その時点でゲームが終わっていたはずです）</translation>
    </message>
    <message>
        <source>%1 is closed, but the active player&apos;s %1 row does not end with its sum, %2</source>
        <translation>%1は閉じられていますが、手番プレイヤーの%1の列がその合計%2で終わっていません</translation>
    </message>
    <message>
        <source>no colour is closed, but the active player has no misthrow</source>
        <translation>どの色も閉じられていませんが、手番プレイヤーにミスがありません</translation>
    </message>
    <message>
        <source>turn %1 comes too early for player %2&apos;s %3 misthrows</source>
        <translation>第%1ターンは、プレイヤー%2の%3回のミスには早すぎます</translation>
    </message>
    <message>
        <source>turn %1 comes too early for player %2&apos;s %3 numbers and %4 misthrows</source>
        <translation>第%1ターンは、プレイヤー%2の%3個の数字と%4回のミスには早すぎます</translation>
    </message>
    <message>
        <source>turn %1 comes too late for player %2&apos;s %3 numbers and %4 misthrows: their %5 turns as the active player each gave a mark</source>
        <translation>第%1ターンは、プレイヤー%2の%3個の数字と%4回のミスには遅すぎます：手番プレイヤーだった%5回のターンごとに1つずつ記入があるはずです</translation>
    </message>
    <message>
        <source>impossible position: %1</source>
        <translation>ありえない局面です：%1</translation>
    </message>
    <message>
        <source>needs six columns</source>
        <translation>縦列が6つ必要です</translation>
    </message>
    <message>
        <source>column %1 is full: it scores %2, not %3</source>
        <translation>%1番目の縦列は埋まっています：得点は%3ではなく%2です</translation>
    </message>
    <message>
        <source>column %1 is not full: it scores nothing, not %2</source>
        <translation>%1番目の縦列は埋まっていません：得点は%2ではなく0です</translation>
    </message>
    <message>
        <source>the sheet scores %1, not %2</source>
        <translation>シートの得点は%2ではなく%1です</translation>
    </message>
    <message>
        <source>must be &quot;active&quot;, &quot;others&quot; or &quot;over&quot;</source>
        <translation>&quot;active&quot;、&quot;others&quot;、&quot;over&quot;のいずれかでなければなりません</translation>
    </message>
    <message>
        <source>player %1 is named twice</source>
        <translation>プレイヤー%1が2回挙げられています</translation>
    </message>
    <message>
        <source>names no die</source>
        <translation>ダイスが1つも指定されていません</translation>
    </message>
    <message>
        <source>must be &quot;white&quot; or a coloured die 0-5</source>
        <translation>&quot;white&quot;または色付きダイス0～5でなければなりません</translation>
    </message>
    <message>
        <source>names a die twice</source>
        <translation>同じダイスが2回指定されています</translation>
    </message>
    <message>
        <source>missing: whose action is it?</source>
        <translation>ありません：誰のアクションですか？</translation>
    </message>
    <message>
        <source>missing: which dice are re-rolled?</source>
        <translation>ありません：どのダイスを振り直しますか？</translation>
    </message>
    <message>
        <source>there is no player %1</source>
        <translation>プレイヤー%1はいません</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <source>phase 1 is player %1&apos;s, the active player</source>
        <translation>フェーズ1は手番プレイヤーであるプレイヤー%1のものです</translation>
    </message>
    <message>
        <source>player %1 has answered this roll</source>
        <translation>プレイヤー%1はこの出目にすでに回答しています</translation>
    </message>
    <message>
        <source>a re-roll is phase 1&apos;s, before writing</source>
        <translation>振り直しはフェーズ1で、記入の前に行います</translation>
    </message>
    <message>
        <source>the dice were re-rolled once already</source>
        <translation>ダイスはすでに1回振り直されています</translation>
    </message>
    <message>
        <source>a re-roll of no die</source>
        <translation>ダイスを指定していない振り直しです</translation>
    </message>
    <message>
        <source>a misthrow is phase 1&apos;s, instead of writing</source>
        <translation>ミスはフェーズ1で、記入の代わりに付けます</translation>
    </message>
    <message>
        <source>passing is phase 2&apos;s; phase 1 ends in a number or a misthrow</source>
        <translation>パスはフェーズ2で行います。フェーズ1は数字の記入かミスで終わります</translation>
    </message>
    <message>
        <source>%1 is closed for this roll</source>
        <translation>この出目では%1は閉じられています</translation>
    </message>
    <message>
        <source>player %1&apos;s %2 row is full</source>
        <translation>プレイヤー%1の%2の列は埋まっています</translation>
    </message>
    <message>
        <source>%1&apos;s sum, %2, does not fit in player %3&apos;s %1 row</source>
        <translation>%1の合計%2は、プレイヤー%3の%1の列に入りません</translation>
    </message>
    <message>
        <source>not a legal action</source>
        <translation>合法なアクションではありません</translation>
    </message>
    <message>
        <source>missing: the event needs it</source>
        <translation>ありません：このイベントに必要です</translation>
    </message>
    <message>
        <source>not a Qwantum save file</source>
        <translation>Qwantumのセーブファイルではありません</translation>
    </message>
    <message>
        <source>the save file is version %1, made by a newer version of the program (this one reads version %2); update it to open the file</source>
        <translation>セーブファイルはバージョン%1で、より新しいバージョンのプログラムで作られています（このプログラムが読めるのはバージョン%2です）。開くにはプログラムを更新してください</translation>
    </message>
    <message>
        <source>must be the game&apos;s seed in hexadecimal</source>
        <translation>ゲームのシードを16進数で書かなければなりません</translation>
    </message>
    <message>
        <source>missing: the game&apos;s number of players</source>
        <translation>ありません：ゲームのプレイヤー数が必要です</translation>
    </message>
    <message>
        <source>history: action %1: %2</source>
        <translation>履歴：アクション%1：%2</translation>
    </message>
    <message>
        <source>history: %1</source>
        <translation>履歴：%1</translation>
    </message>
    <message>
        <source>the history does not arrive at the saved position</source>
        <translation>履歴が保存された局面にたどり着きません</translation>
    </message>
    <message>
        <source>the history does not arrive at the saved generator state</source>
        <translation>履歴が保存された乱数生成器の状態にたどり着きません</translation>
    </message>
    <message>
        <source>not a Qwantum scenario (&quot;format&quot; is not &quot;qwantum-scenario&quot;)</source>
        <translation>Qwantumのシナリオではありません（&quot;format&quot;が&quot;qwantum-scenario&quot;ではありません）</translation>
    </message>
    <message>
        <source>scenario: &quot;game&quot; must be &quot;qwantum&quot;</source>
        <translation>シナリオ：&quot;game&quot;は&quot;qwantum&quot;でなければなりません</translation>
    </message>
    <message>
        <source>scenario: &quot;dice&quot; has more than %1 entries</source>
        <translation>シナリオ：&quot;dice&quot;の項目が%1個を超えています</translation>
    </message>
    <message>
        <source>scenario: %1 is for a new game; the position has its own</source>
        <translation>シナリオ：%1は新しいゲーム用です。局面には局面自身のものがあります</translation>
    </message>
    <message>
        <source>scenario: &quot;players&quot; (2 to 4) or a &quot;position&quot; is needed</source>
        <translation>シナリオ：&quot;players&quot;（2～4）または&quot;position&quot;が必要です</translation>
    </message>
    <message>
        <source>scenario: &quot;actions&quot; has more than %1 entries</source>
        <translation>シナリオ：&quot;actions&quot;の項目が%1個を超えています</translation>
    </message>
    <message>
        <source>this is a saved game of Qwantum, not of Quantum</source>
        <translation>これは Quantum ではなく Qwantum の保存データです</translation>
    </message>
    <message>
        <source>no map</source>
        <translation>マップがありません</translation>
    </message>
    <message>
        <source>the map&apos;s %1 is longer than a map code carries (%2 bytes of UTF-8)</source>
        <translation>マップの%1が長すぎてマップコードに収まりません（UTF-8で%2バイトまで）</translation>
    </message>
    <message>
        <source>the map code is mangled: a character is missing, extra or changed (copy the whole code again)</source>
        <translation>マップコードが壊れています：文字が欠けているか、余分な文字があるか、文字が変わっています（コード全体をもう一度コピーしてください）</translation>
    </message>
    <message>
        <source>the map code ends in the middle of its map</source>
        <translation>マップコードがマップの途中で終わっています</translation>
    </message>
    <message>
        <source>the map code&apos;s %1 is longer than %2 bytes</source>
        <translation>マップコードの%1が%2バイトを超えています</translation>
    </message>
    <message>
        <source>the map code&apos;s %1 is not valid UTF-8 text</source>
        <translation>マップコードの%1が有効なUTF-8テキストではありません</translation>
    </message>
    <message>
        <source>the map code&apos;s tiles are not valid (a layout of at most %1 x %1 tiles)</source>
        <translation>マップコードのタイルが無効です（最大%1×%1タイルの配置でなければなりません）</translation>
    </message>
    <message>
        <source>the map code holds more than a map after its tiles</source>
        <translation>マップコードのタイルの後に、マップ以外の余分なデータがあります</translation>
    </message>
    <message>
        <source>the map spans %1 x %2 tiles; a map code carries at most %3 x %3 tiles</source>
        <translation>マップが%1×%2タイルに広がっています。マップコードに収められるのは最大%3×%3タイルです</translation>
    </message>
    <message>
        <source>a number of the map is beyond what a map file holds (%1)</source>
        <translation>マップの数値がマップファイルで扱える範囲を超えています（%1）</translation>
    </message>
    <message>
        <source>tile (%1, %2): %3 is not a planet number; a map code carries 7, 8, 9, 10 and 0</source>
        <translation>タイル（%1, %2）：%3は惑星番号ではありません。マップコードに入れられるのは7、8、9、10、0です</translation>
    </message>
    <message>
        <source>tile (%1, %2): two tiles lie on this place; a map code carries one</source>
        <translation>タイル（%1, %2）：この場所にタイルが2枚あります。マップコードに入れられるのは1か所につき1枚です</translation>
    </message>
    <message>
        <source>the map code is too long (%1 characters; at most %2)</source>
        <translation>マップコードが長すぎます（%1文字。最大%2文字）</translation>
    </message>
    <message>
        <source>empty map code</source>
        <translation>マップコードが空です</translation>
    </message>
    <message>
        <source>this is not a Quantum map code (a map code starts with &quot;Q1-&quot;)</source>
        <translation>Quantumのマップコードではありません（マップコードは&quot;Q1-&quot;で始まります）</translation>
    </message>
    <message>
        <source>the map code was made by a newer version of Quantum (code version %1; this program reads %2); update Quantum to open it</source>
        <translation>このマップコードは新しいバージョンのQuantumで作られています（コードのバージョン%1、このプログラムが読めるのは%2）。開くにはQuantumを更新してください</translation>
    </message>
    <message>
        <source>the map code uses features this program does not know (flags %1)</source>
        <translation>マップコードに、このプログラムが知らない機能が使われています（フラグ%1）</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>the action is legal</source>
        <translation>このアクションは実行できます</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <source>it is player %1&apos;s decision, not player %2&apos;s</source>
        <translation>プレイヤー%2ではなく、プレイヤー%1が決める番です</translation>
    </message>
    <message>
        <source>the game is still in setup</source>
        <translation>ゲームはまだ準備中です</translation>
    </message>
    <message>
        <source>setup is over</source>
        <translation>準備は終了しています</translation>
    </message>
    <message>
        <source>in the advance-card phase only card picks are possible</source>
        <translation>進歩カードフェイズではカードを選ぶことしかできません</translation>
    </message>
    <message>
        <source>cards are picked only in the advance-card phase</source>
        <translation>カードを選べるのは進歩カードフェイズだけです</translation>
    </message>
    <message>
        <source>no such ship</source>
        <translation>その宇宙船はありません</translation>
    </message>
    <message>
        <source>no actions left this turn</source>
        <translation>このターンのアクションは残っていません</translation>
    </message>
    <message>
        <source>constructing needs 2 actions</source>
        <translation>建設には2アクション必要です</translation>
    </message>
    <message>
        <source>you hold no active %1 card (a card taken this turn works from the next turn)</source>
        <translation>有効な「%1」のカードを持っていません（このターンに取ったカードは次のターンから有効です）</translation>
    </message>
    <message>
        <source>%1 has already been used this turn</source>
        <translation>「%1」はこのターンにすでに使っています</translation>
    </message>
    <message>
        <source>the CURIOUS move is not possible after an attack this turn</source>
        <translation>このターンに攻撃した後は「好奇心」の移動はできません</translation>
    </message>
    <message>
        <source>no attack is possible after the CURIOUS move this turn</source>
        <translation>このターンに「好奇心」で移動した後は攻撃できません</translation>
    </message>
    <message>
        <source>that ship has already moved this turn</source>
        <translation>その宇宙船はこのターンにすでに移動しています</translation>
    </message>
    <message>
        <source>that ship has already used its ability this turn</source>
        <translation>その宇宙船はこのターンにすでに能力を使っています</translation>
    </message>
    <message>
        <source>that ship is not on the map</source>
        <translation>その宇宙船はマップ上にありません</translation>
    </message>
    <message>
        <source>only a ship in the scrapyard can be deployed</source>
        <translation>配備できるのは屑鉄置き場の宇宙船だけです</translation>
    </message>
    <message>
        <source>that ship is in the reserve and cannot be used</source>
        <translation>その宇宙船は追加の宇宙船（未登場）なので使えません</translation>
    </message>
    <message>
        <source>a ship is deployed to an empty orbital position of a planet with your cube</source>
        <translation>宇宙船は、自分のキューブがある惑星の空いている軌道位置に配備します</translation>
    </message>
    <message>
        <source>there is no enemy ship on that square</source>
        <translation>そのマスには敵の宇宙船がいません</translation>
    </message>
    <message>
        <source>a Strike attacks an enemy ship orthogonally next to the Battlestation</source>
        <translation>爆撃は、戦闘基地の上下左右に隣接する敵の宇宙船を攻撃します</translation>
    </message>
    <message>
        <source>the Flagship cannot make that transport: it carries a ship next to it along free squares within its movement and drops it on an empty square next to where it stops</source>
        <translation>旗艦はその輸送を行えません：隣の宇宙船を載せて移動力の範囲内で空きマスを通り、止まった場所の周辺の空きマスに降ろします</translation>
    </message>
    <message>
        <source>the ship to swap with is not on the map</source>
        <translation>入れ替える相手の宇宙船がマップ上にありません</translation>
    </message>
    <message>
        <source>a Frigate modifies itself to 3 or 5 only</source>
        <translation>フリゲート艦が改修できるのは3か5だけです</translation>
    </message>
    <message>
        <source>%1 cannot be used for that</source>
        <translation>「%1」はそれには使えません</translation>
    </message>
    <message>
        <source>dominance is already 1</source>
        <translation>優勢はすでに1です</translation>
    </message>
    <message>
        <source>research is already 1</source>
        <translation>研究はすでに1です</translation>
    </message>
    <message>
        <source>FLEXIBLE changes a ship on the map by one, within 1 to 6</source>
        <translation>「柔軟」はマップ上の宇宙船の目を1～6の範囲で1だけ変えます</translation>
    </message>
    <message>
        <source>that market slot is empty</source>
        <translation>場のそのスロットは空です</translation>
    </message>
    <message>
        <source>EXPANSION can be taken only with a ship in your reserve</source>
        <translation>「拡大」は追加の宇宙船が控えにあるときだけ取れます</translation>
    </message>
    <message>
        <source>only a starting planet that holds no cube can be chosen</source>
        <translation>選べるのは、キューブがない開始惑星だけです</translation>
    </message>
    <message>
        <source>a ship is placed on an empty orbital position of your starting planet</source>
        <translation>宇宙船は自分の開始惑星の空いている軌道位置に置きます</translation>
    </message>
    <message>
        <source>research is already 6</source>
        <translation>研究はすでに6です</translation>
    </message>
    <message>
        <source>the ships in orbit do not add up to the planet&apos;s target, or the planet cannot take your cube</source>
        <translation>軌道上の宇宙船の合計が惑星の目標に合わないか、その惑星にキューブを置けません</translation>
    </message>
    <message>
        <source>that square cannot be reached by this ship</source>
        <translation>この宇宙船はそのマスに到達できません</translation>
    </message>
    <message>
        <source>that enemy ship cannot be attacked from there</source>
        <translation>そこからはその敵の宇宙船を攻撃できません</translation>
    </message>
    <message>
        <source>not a legal action in this position</source>
        <translation>この局面では実行できないアクションです</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 occupies the square or stays</source>
        <translation>先に決定が必要です：プレイヤー%1がマスに進むか留まるかを決めます</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 places the infamy cube</source>
        <translation>先に決定が必要です：プレイヤー%1が悪名キューブを置きます</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 places a ship</source>
        <translation>先に決定が必要です：プレイヤー%1が宇宙船を置きます</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 discards a command card</source>
        <translation>先に決定が必要です：プレイヤー%1が指令カードを捨てます</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 decides whether to destroy both ships (DANGEROUS)</source>
        <translation>先に決定が必要です：プレイヤー%1が両方の宇宙船を破壊するかを決めます（危険）</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 decides whether to re-roll a combat die</source>
        <translation>先に決定が必要です：プレイヤー%1が戦闘ダイスを振り直すかを決めます</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 decides whether to re-roll the ship (SCRAPPY)</source>
        <translation>先に決定が必要です：プレイヤー%1が宇宙船を振り直すかを決めます（闘志）</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 chooses the ship&apos;s value (CLEVER)</source>
        <translation>先に決定が必要です：プレイヤー%1が宇宙船の目を選びます（巧妙）</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 moves a cube (RELOCATION)</source>
        <translation>先に決定が必要です：プレイヤー%1がキューブを移します（移転）</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 chooses the ships to reorganize (REORGANIZATION)</source>
        <translation>先に決定が必要です：プレイヤー%1が再編する宇宙船を選びます（再編）</translation>
    </message>
    <message>
        <source>a decision is pending first: player %1 discards a command card (SABOTAGE)</source>
        <translation>先に決定が必要です：プレイヤー%1が指令カードを捨てます（破壊工作）</translation>
    </message>
    <message>
        <source>only the ship that won the combat occupies or stays</source>
        <translation>マスに進むか留まるかを決めるのは、戦闘に勝った宇宙船だけです</translation>
    </message>
    <message>
        <source>that planet cannot take the infamy cube</source>
        <translation>その惑星には悪名キューブを置けません</translation>
    </message>
    <message>
        <source>the new ship cannot be placed there</source>
        <translation>新しい宇宙船はそこに置けません</translation>
    </message>
    <message>
        <source>there is no card in that slot of the hand</source>
        <translation>手札のそのスロットにはカードがありません</translation>
    </message>
    <message>
        <source>the answer is to use DANGEROUS or to decline</source>
        <translation>「危険」を使うか、見送るかを選んでください</translation>
    </message>
    <message>
        <source>that re-roll card cannot be used now</source>
        <translation>その振り直しカードは今は使えません</translation>
    </message>
    <message>
        <source>the answer is to re-roll with SCRAPPY or to decline</source>
        <translation>「闘志」で振り直すか、見送るかを選んでください</translation>
    </message>
    <message>
        <source>that value cannot be chosen</source>
        <translation>その目は選べません</translation>
    </message>
    <message>
        <source>that cube cannot be moved there</source>
        <translation>そのキューブはそこへ移せません</translation>
    </message>
    <message>
        <source>those ships cannot be reorganized</source>
        <translation>それらの宇宙船は再編できません</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>it is damaged, or it ends in the middle</source>
        <translation>ファイルが壊れているか、途中で切れています</translation>
    </message>
    <message>
        <source>it is not a saved game of Quantum</source>
        <translation>Quantumの保存ゲームではありません</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Quantum: update Quantum to open it</source>
        <translation>新しいバージョンのQuantumで保存されています。開くにはQuantumを更新してください</translation>
    </message>
    <message>
        <source>it holds a position that no game of Quantum can reach (was it changed by hand?)</source>
        <translation>Quantumのゲームではありえない局面が入っています（手で書き換えられましたか？）</translation>
    </message>
    <message>
        <source>parts of the saved game are missing or wrong</source>
        <translation>保存ゲームの一部が欠けているか、正しくありません</translation>
    </message>
    <message>
        <source>it is a saved game of Qwantum, not of Quantum</source>
        <translation>Quantum ではなく Qwantum の保存データです</translation>
    </message>
</context>
<context>
    <name>Seat</name>
    <message>
        <source>Computer %1</source>
        <translation>コンピューター%1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>action %1 of %2 in its history is not legal where it stands</source>
        <translation>記録の%2手中%1手目がその局面では合法ではありません</translation>
    </message>
    <message>
        <source>its history does not arrive at the position it saved</source>
        <translation>記録をたどっても保存された局面になりません</translation>
    </message>
</context>
<context>
    <name>ShippedMaps</name>
    <message>
        <source>A long diagonal corridor through the Void; two rich 10-planets touch it only at a corner, so only Interceptors and Flagship drops reach them.</source>
        <translation>The Voidを斜めに貫く長い回廊です。豊かな10の惑星2つは角でしか接していないため、迎撃機と旗艦の輸送でしか届きません。</translation>
    </message>
    <message>
        <source>A small duel around a central Void: every ship parked in it feeds research, but leaves the ring of planets open.</source>
        <translation>中央のThe Voidを囲む小さな一騎打ちです。そこに留まる宇宙船は研究を進めますが、惑星の輪が手薄になります。</translation>
    </message>
    <message>
        <source>Basic 2-player map (second printing).</source>
        <translation>2人用の基本マップ（第2版）。</translation>
    </message>
    <message>
        <source>Basic 3-player map (second printing).</source>
        <translation>3人用の基本マップ（第2版）。</translation>
    </message>
    <message>
        <source>Basic 4-player map (second printing).</source>
        <translation>4人用の基本マップ（第2版）。</translation>
    </message>
    <message>
        <source>Each fleet has its own 10-planet two tiles from home and the other two four tiles away, with a Void between the northern pair.</source>
        <translation>各艦隊は本拠地から2タイルの位置に自分の10の惑星を持ち、他の2つは4タイル先にあります。北側の2つの間にはThe Voidがあります。</translation>
    </message>
    <message>
        <source>Four arms turn around a central 10-planet, each fleet at the tip of its own arm.</source>
        <translation>中央の10の惑星の周りを4本の腕が回り、各艦隊はそれぞれの腕の先端にいます。</translation>
    </message>
    <message>
        <source>Four rich 10-planets hang off the corners of a ring around the Void, joined to it only by a corner, so only Interceptors and Flagship drops reach them.</source>
        <translation>豊かな10の惑星4つが、The Voidを囲む輪の角に角だけでつながっているため、迎撃機と旗艦の輸送でしか届きません。</translation>
    </message>
    <message>
        <source>Published layout.</source>
        <translation>公式に公開された配置です。</translation>
    </message>
    <message>
        <source>Three fleets on three arms of a compass around a central Void, four tiles from each other and from the lone 10-planet on the fourth arm.</source>
        <translation>中央のThe Voidを囲む羅針盤の3本の腕に3つの艦隊がいます。互いに、そして4本目の腕にある孤立した10の惑星からも4タイル離れています。</translation>
    </message>
</context>
<context>
    <name>TileMime</name>
    <message>
        <source>the data holds no map tiles</source>
        <translation>マップのタイルが含まれていません</translation>
    </message>
    <message>
        <source>the tile data is larger than %1 KiB</source>
        <translation>タイルのデータが%1 KiBを超えています</translation>
    </message>
    <message>
        <source>the tile data is damaged or not the map editor&apos;s</source>
        <translation>タイルのデータが壊れているか、マップエディターのものではありません</translation>
    </message>
    <message>
        <source>the tile data holds no tiles</source>
        <translation>データにタイルが1枚もありません</translation>
    </message>
    <message>
        <source>the tile data holds %1 tiles; a map has at most %2</source>
        <translation>データにタイルが%1枚あります。マップのタイルは最大%2枚です</translation>
    </message>
    <message>
        <source>tile %1 of the data is malformed</source>
        <translation>データの%1枚目のタイルの形式が正しくありません</translation>
    </message>
    <message>
        <source>tile %1 of the data has the planet number %2 (a tile holds 7 to 10, or 0 for the Void)</source>
        <translation>データの%1枚目のタイルの惑星番号が%2です（タイルは7〜10、またはThe Voidの0です）</translation>
    </message>
    <message>
        <source>the tile data puts two tiles on the place (%1, %2)</source>
        <translation>データでは（%1, %2）にタイルが2枚重なっています</translation>
    </message>
    <message>
        <source>the tiles span %1 x %2 places; at most %3 x %3 fit on a map</source>
        <translation>タイルが%1×%2タイルの範囲に広がっています。マップに収まるのは最大%3×%3タイルです</translation>
    </message>
</context>
<context>
    <name>UndoCommands</name>
    <message numerus="yes">
        <source>Place %n tile(s)</source>
        <translation>
            <numerusform>タイル%n枚を配置</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove %n tile(s)</source>
        <translation>
            <numerusform>タイル%n枚を削除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make %n tile(s) the Void</source>
        <translation>
            <numerusform>タイル%n枚をThe Voidに変更</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Set %n planet(s) to %1</source>
        <translation>
            <numerusform>惑星%n個を%1に設定</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mark %n starting planet(s)</source>
        <translation>
            <numerusform>開始惑星%n個を指定</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Unmark %n starting planet(s)</source>
        <translation>
            <numerusform>開始惑星%n個の指定を解除</numerusform>
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
        <translation>QuantumはEric Zimmermanによるボードゲームです。このプログラムはファンが制作した非公式のコンピューター版で、ゲームのデザイナーや出版社とは関係がなく、その承認も受けていません。</translation>
    </message>
    <message>
        <source>The published layouts among the shipped maps are transcribed from the maps printed with the game and from layouts shared by its players. The art, the sounds, the texts and the other maps are the project&apos;s own.</source>
        <translation>同梱のマップのうち公開済みの配置は、ゲームに印刷されたマップと、プレイヤーが共有した配置から書き写したものです。アートワーク、サウンド、テキスト、その他のマップは、このプロジェクト独自のものです。</translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or any later version. It comes with absolutely no warranty.</source>
        <translation>このプログラムはフリーソフトウェアです。あなたはこれを、GNU General Public License（バージョン3か、それ以降のバージョンのうちどれか）が定める条件の下で再頒布または改変することができます。このプログラムは全くの無保証です。</translation>
    </message>
    <message>
        <source>Home page</source>
        <translation>ホームページ</translation>
    </message>
    <message>
        <source>GNU General Public License</source>
        <translation>GNU General Public License</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Qt %1でビルドされ、Qt %2で動作しています。</translation>
    </message>
    <message>
        <source>About Quantum</source>
        <translation>Quantumについて</translation>
    </message>
</context>
<context>
    <name>quantum::CardGallery</name>
    <message>
        <source>Card gallery</source>
        <translation>カード一覧</translation>
    </message>
    <message numerus="yes">
        <source>All %n card(s) of the game. Hover a card to read its whole text.</source>
        <translation>
            <numerusform>このゲームの全%n枚のカードです。カードにポインターを重ねると全文を読めます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Gambit cards</source>
        <translation>作戦カード</translation>
    </message>
    <message>
        <source>Used once, at once, then discarded.</source>
        <translation>1回だけ、すぐに使って捨て札になります。</translation>
    </message>
    <message>
        <source>Command cards</source>
        <translation>指令カード</translation>
    </message>
    <message>
        <source>Kept (up to three) and active once the turn in which they were taken has ended. Each exists once.</source>
        <translation>手元に残り（3枚まで）、取ったターンが終わると有効になります。各カードは1枚ずつです。</translation>
    </message>
    <message numerus="yes">
        <source>%n in the deck</source>
        <translation>
            <numerusform>山札に%n枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::CardPicker</name>
    <message numerus="yes">
        <source>%1, take %n card(s): gambits act at once, command cards stay with you.</source>
        <translation>
            <numerusform>%1：カードを%n枚取ってください。作戦カードはすぐに効果を発揮し、指令カードは手元に残ります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>「%1」を取る</translation>
    </message>
    <message>
        <source>Cannot be taken now</source>
        <translation>今は取れません</translation>
    </message>
    <message>
        <source>Refresh all six cards (uses this pick)</source>
        <translation>6枚すべて入れ替える（この選択を使います）</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>盤面を見る</translation>
    </message>
</context>
<context>
    <name>quantum::ChartWidget</name>
    <message>
        <source>Cubes placed</source>
        <translation>置いたキューブ</translation>
    </message>
    <message>
        <source>Dominance</source>
        <translation>優勢</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>研究</translation>
    </message>
    <message numerus="yes">
        <source>Over %n turn(s)</source>
        <translation>
            <numerusform>%nターンの推移</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::ChatPanel</name>
    <message>
        <source>&lt;b&gt;&lt;span style=&quot;color:%1&quot;&gt;%2&lt;/span&gt;&lt;/b&gt;: %3</source>
        <extracomment>A chat line: the speaker&apos;s name (in their colour), then what they wrote.</extracomment>
        <translation>&lt;b&gt;&lt;span style=&quot;color:%1&quot;&gt;%2&lt;/span&gt;&lt;/b&gt;：%3</translation>
    </message>
    <message>
        <source>Write to everyone</source>
        <translation>全員にメッセージ</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>送信</translation>
    </message>
</context>
<context>
    <name>quantum::CombatBanner</name>
    <message>
        <source>%1 attacks %2</source>
        <translation>%1が%2を攻撃</translation>
    </message>
    <message>
        <source>ship %1 + roll …</source>
        <translation>宇宙船%1+出目…</translation>
    </message>
    <message>
        <source>ship %1 + roll %2 = &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>宇宙船%1+出目%2=&lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>ship %1 + roll %2 %3 cards = &lt;b&gt;%4&lt;/b&gt;</source>
        <extracomment>The combat banner: a ship&apos;s value %1 plus its die %2, then %3 the cards&apos; bonus written as &quot;+ 2&quot; or &quot;− 1&quot;, equals the total %4.</extracomment>
        <translation>宇宙船%1+出目%2（カード%3）=&lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Attack: %1</source>
        <translation>攻撃：%1</translation>
    </message>
    <message>
        <source>Defence: %1</source>
        <translation>防衛：%1</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>ダイスを振っています…</translation>
    </message>
</context>
<context>
    <name>quantum::CommandSheet</name>
    <message>
        <source>No command cards.</source>
        <translation>指令カードはありません。</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1（コンピューター）</translation>
    </message>
    <message>
        <source>Dominance %1</source>
        <translation>優勢%1</translation>
    </message>
    <message>
        <source>Research %1</source>
        <translation>研究%1</translation>
    </message>
    <message numerus="yes">
        <source>Dominance %1 · Research %2&lt;br&gt;%n cube(s) left to place</source>
        <translation>
            <numerusform>優勢%1・研究%2&lt;br&gt;残りのキューブ%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>Ships to place:</source>
        <translation>配置する宇宙船：</translation>
    </message>
    <message>
        <source>Scrapyard:</source>
        <translation>屑鉄置き場：</translation>
    </message>
    <message>
        <source>A %1 in the scrapyard: click to deploy or reconfigure it.</source>
        <translation>屑鉄置き場の%1：クリックして配備か再構成をします。</translation>
    </message>
    <message>
        <source>Scrapyard ship %1</source>
        <translation>屑鉄置き場の宇宙船%1</translation>
    </message>
    <message>
        <source>Scrapyard empty.</source>
        <translation>屑鉄置き場は空です。</translation>
    </message>
    <message numerus="yes">
        <source>%n ship(s) in reserve</source>
        <translation>
            <numerusform>追加の宇宙船%n隻（控え）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) left</source>
        <translation>
            <numerusform>残り%nアクション</numerusform>
        </translation>
    </message>
    <message>
        <source>Deciding now</source>
        <translation>決定中</translation>
    </message>
</context>
<context>
    <name>quantum::EndPage</name>
    <message>
        <source>Rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>スタート画面に戻る</translation>
    </message>
    <message>
        <source>Replay the game</source>
        <translation>ゲームを再生</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1の勝利！</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>%1: %2 of %3 cubes, dominance %4, research %5</source>
        <translation>%1：キューブ%2/%3個、優勢%4、研究%5</translation>
    </message>
</context>
<context>
    <name>quantum::GamePage</name>
    <message>
        <source>Which way?</source>
        <translation>どの経路にしますか？</translation>
    </message>
    <message>
        <source>This square can be reached in more than one way.</source>
        <translation>このマスへは複数の経路で到達できます。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>ターン終了</translation>
    </message>
    <message numerus="yes">
        <source>You still have %n action(s) left. End the turn anyway?</source>
        <translation>
            <numerusform>まだ%nアクション残っています。それでもターンを終了しますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins the battle: the defending ship is destroyed.</source>
        <translation>%1が戦闘に勝利：防衛側の宇宙船は破壊されました。</translation>
    </message>
    <message>
        <source>%1 holds: the attack is repelled.</source>
        <translation>%1が持ちこたえました：攻撃は撃退されました。</translation>
    </message>
    <message>
        <source>The battle waits for a re-roll decision.</source>
        <translation>戦闘は振り直しの決定を待っています。</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>ゲームは一時停止中です。</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <source>%1 is deciding…</source>
        <translation>%1が決定しています…</translation>
    </message>
    <message>
        <source>Other players&apos; moves are shown step by step; the last move of each stays marked on the board until your turn ends.</source>
        <translation>他のプレイヤーの手は1手ずつ表示されます。各プレイヤーの最後の手は、あなたのターンが終わるまで盤面に印が残ります。</translation>
    </message>
    <message>
        <source>Hand the game over to %1.</source>
        <translation>ゲームを%1に渡してください。</translation>
    </message>
    <message>
        <source>%1 must answer: %2 Press the button when %1 is at the screen.</source>
        <translation>%1が答える番です：%2%1が画面の前に来たらボタンを押してください。</translation>
    </message>
    <message>
        <source>The next decision is %1&apos;s. Press the button when %1 is at the screen.</source>
        <translation>次の決定は%1の番です。%1が画面の前に来たらボタンを押してください。</translation>
    </message>
    <message>
        <source>I am %1, continue</source>
        <translation>%1です。続けます</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>You can also click the defender&apos;s square to occupy it, or your attack-from square to stay.</source>
        <translation>防衛側のマスをクリックして進むか、攻撃元のマスをクリックして留まることもできます。</translation>
    </message>
    <message>
        <source>You can also click a highlighted square on the board.</source>
        <translation>盤面の強調表示されたマスをクリックすることもできます。</translation>
    </message>
    <message>
        <source>You can also click on the board the planet the cube leaves, then the planet it goes to.</source>
        <translation>盤面で、キューブの移動元の惑星、続いて移動先の惑星をクリックすることもできます。</translation>
    </message>
    <message>
        <source>Now click the planet the cube goes to from %1 (circled in gold), or right-click to choose again.</source>
        <translation>%1（金色の円）からキューブを移す先の惑星をクリックしてください。右クリックで選び直せます。</translation>
    </message>
    <message>
        <source>The starting planets still free are circled in gold.</source>
        <translation>まだ空いている開始惑星は金色の円で示されています。</translation>
    </message>
    <message>
        <source>Place your %1: click one of the highlighted orbital positions.</source>
        <translation>%1を置きます：強調表示された軌道位置のいずれかをクリックしてください。</translation>
    </message>
    <message>
        <source>Take a card over the board or in the market beside it, or refresh all six.</source>
        <translation>盤面の上か横の場からカードを取るか、6枚すべてを入れ替えてください。</translation>
    </message>
    <message>
        <source>Show the cards</source>
        <translation>カードを表示</translation>
    </message>
    <message>
        <source>%1 at %2: %3% to win, if it does not destroy both ships</source>
        <translation>%2の%1：勝率%3%（相手が「危険」で両方の宇宙船を破壊しなければ）</translation>
    </message>
    <message>
        <source>%1 at %2: %3% to win</source>
        <translation>%2の%1：勝率%3%</translation>
    </message>
    <message>
        <source>Transport…</source>
        <translation>輸送…</translation>
    </message>
    <message>
        <source>Cancel selection</source>
        <translation>選択を解除</translation>
    </message>
    <message>
        <source>Your %1 is in the scrapyard: click a highlighted orbital position to deploy it.</source>
        <translation>あなたの%1は屑鉄置き場にあります：強調表示された軌道位置をクリックして配備してください。</translation>
    </message>
    <message numerus="yes">
        <source>Your %1: %n square(s) to move to (green), %2 to attack (red).</source>
        <translation>
            <numerusform>あなたの%1：移動できるマス%n個（緑）、攻撃目標%2（赤）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n target(s)</source>
        <translation>
            <numerusform>%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>Odds of winning, every card counted: %1.</source>
        <translation>勝率（すべてのカードを考慮）：%1。</translation>
    </message>
    <message>
        <source>A target can be attacked from more than one square: point at its side you attack from (with the arrow keys: come onto it from that side); the arrow shows the path before you click.</source>
        <translation>複数のマスから攻撃できる目標があります：攻撃する側の辺をポイントしてください（矢印キーでは、その方向から目標に入ります）。クリックする前に矢印が経路を示します。</translation>
    </message>
    <message>
        <source>Research (R): 1 action</source>
        <translation>研究（R）：1アクション</translation>
    </message>
    <message>
        <source>Click one of your ships to see its moves, or a gold-circled planet to construct (2 actions).</source>
        <translation>自分の宇宙船をクリックすると移動先が表示されます。建設するには金色の円の惑星をクリックします（2アクション）。</translation>
    </message>
    <message>
        <source>Click one of your ships to see its moves and attacks.</source>
        <translation>自分の宇宙船をクリックすると移動先と攻撃先が表示されます。</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>元に戻す（Ctrl+Z）</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>ターン終了（E）</translation>
    </message>
    <message>
        <source>Transport: click the ship the Flagship carries.</source>
        <translation>輸送：旗艦が載せる宇宙船をクリックしてください。</translation>
    </message>
    <message>
        <source>Your ships around the Flagship that it can carry are highlighted in blue.</source>
        <translation>旗艦の周りにいて載せられる自分の宇宙船が青で強調表示されています。</translation>
    </message>
    <message>
        <source>Transport: click where the Flagship flies with the %1.</source>
        <translation>輸送：旗艦が%1を載せて飛ぶ先をクリックしてください。</translation>
    </message>
    <message>
        <source>The highlighted squares are the Flagship&apos;s destinations; the arrow shows the flight.</source>
        <translation>強調表示されたマスが旗艦の移動先です。矢印が飛行経路を示します。</translation>
    </message>
    <message>
        <source>Transport: click where the %1 lands, around %2.</source>
        <translation>輸送：%2の周りで%1を降ろす場所をクリックしてください。</translation>
    </message>
    <message>
        <source>The highlighted squares are free around the destination; the square the Flagship leaves, %1, is one of them.</source>
        <translation>強調表示されたマスは移動先の周りの空きマスです。旗艦が離れるマス（%1）もその一つです。</translation>
    </message>
    <message>
        <source>The highlighted squares are free around the destination.</source>
        <translation>強調表示されたマスは移動先の周りの空きマスです。</translation>
    </message>
    <message>
        <source>Cancel the transport</source>
        <translation>輸送をキャンセル</translation>
    </message>
    <message>
        <source>%1: free</source>
        <translation>%1：無料</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n action(s)</source>
        <translation>
            <numerusform>%1：%nアクション</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: looking for a good answer…</source>
        <translation>ヒント：よい手を探しています…</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <extracomment>The prompt line of a hint; %1 is an answer button&apos;s text (an action).</extracomment>
        <translation>ヒント：%1。</translation>
    </message>
</context>
<context>
    <name>quantum::HostDialog</name>
    <message>
        <source>Host a network game</source>
        <translation>ネットワークゲームをホスト</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Open for a player</source>
        <translation>プレイヤーに開放</translation>
    </message>
    <message>
        <source>You play this seat</source>
        <translation>自分がこの席でプレイ</translation>
    </message>
    <message>
        <source>The name others see in their list</source>
        <translation>他の人の一覧に表示される名前</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>卓でのあなたの名前</translation>
    </message>
    <message>
        <source>none: anyone may join</source>
        <translation>なし：誰でも参加できます</translation>
    </message>
    <message>
        <source>Any free port</source>
        <translation>自動（空いているポート）</translation>
    </message>
    <message>
        <source>&amp;Game name:</source>
        <translation>ゲーム名(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>あなたの名前(&amp;Y)：</translation>
    </message>
    <message>
        <source>Pass&amp;word (optional):</source>
        <translation>パスワード(&amp;W)（任意）：</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>ポート(&amp;O)：</translation>
    </message>
    <message>
        <source>Others type:</source>
        <translation>参加者が入力するアドレス：</translation>
    </message>
    <message>
        <source>Open the lobby</source>
        <translation>ロビーを開く</translation>
    </message>
    <message>
        <source>PORT</source>
        <translation>ポート</translation>
    </message>
    <message>
        <source>The game cannot listen on port %1: %2. Choose another port.</source>
        <translation>ポート%1で待ち受けできません：%2。別のポートを選んでください。</translation>
    </message>
    <message>
        <source>The game cannot listen for players: %1</source>
        <translation>プレイヤーの待ち受けができません：%1</translation>
    </message>
    <message>
        <source>This computer&apos;s host key cannot be used: %1</source>
        <translation>このコンピューターのホスト鍵を使用できません：%1</translation>
    </message>
    <message>
        <source>Let friends &amp;elsewhere join (ask the router to open the port)</source>
        <translation>離れた場所の友だちも参加できるようにする(&amp;E)（ルーターにポートを開けてもらう）</translation>
    </message>
    <message>
        <source>While the game is hosted, the router forwards the port to this computer (UPnP), and the lobby shows the address to give to players outside this network. If the router cannot, the lobby says which port to forward by hand.</source>
        <translation>ゲームをホストしている間、ルーターがポートをこのコンピューターへ転送し（UPnP）、このネットワークの外にいるプレイヤーに伝えるアドレスがロビーに表示されます。ルーターが転送できない場合は、手動で転送すべきポートがロビーに表示されます。</translation>
    </message>
    <message>
        <source>No network was found; players on this computer can join at %1.</source>
        <translation>ネットワークが見つかりません。このコンピューター上のプレイヤーは%1で参加できます。</translation>
    </message>
    <message>
        <source>After the # is this computer&apos;s code: players who join see it in their lobby and can compare it with yours.</source>
        <translation>#の後ろはこのコンピューターのコードです。参加したプレイヤーは自分のロビーでこのコードを見て、あなたのコードと照合できます。</translation>
    </message>
    <message>
        <source>Host a network game of Qwantum</source>
        <translation>Qwantumのネットワークゲームをホスト</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>プレイヤー数(&amp;P):</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
</context>
<context>
    <name>quantum::JoinDialog</name>
    <message>
        <source>Type the host&apos;s address, such as 192.168.1.20:%1, or choose a game from the list.</source>
        <translation>ホストのアドレス（例：192.168.1.20:%1）を入力するか、一覧からゲームを選んでください。</translation>
    </message>
    <message>
        <source>The address &quot;%1&quot; is not complete.</source>
        <translation>アドレス&quot;%1&quot;が不完全です。</translation>
    </message>
    <message>
        <source>The address &quot;%1&quot; cannot be read.</source>
        <translation>アドレス&quot;%1&quot;を読み取れません。</translation>
    </message>
    <message>
        <source>A port number is missing after the colon in &quot;%1&quot;.</source>
        <translation>&quot;%1&quot;のコロンの後にポート番号がありません。</translation>
    </message>
    <message>
        <source>The address &quot;%1&quot; has no host.</source>
        <translation>アドレス&quot;%1&quot;にホストがありません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither an address nor a computer&apos;s name.</source>
        <translation>&quot;%1&quot;はアドレスでもコンピューター名でもありません。</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535, not &quot;%1&quot;.</source>
        <translation>ポートは1～65535の数値で指定してください（&quot;%1&quot;は無効です）。</translation>
    </message>
    <message>
        <source>Join a network game</source>
        <translation>ネットワークゲームに参加</translation>
    </message>
    <message>
        <source>Games on your network:</source>
        <translation>ネットワーク上のゲーム：</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>空席</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>バージョン</translation>
    </message>
    <message>
        <source>Games hosted on this network appear here by themselves. A game not listed can be joined by its address.</source>
        <translation>このネットワークでホストされているゲームは自動的にここに表示されます。一覧にないゲームにはアドレスで参加できます。</translation>
    </message>
    <message>
        <source>Your name at the table</source>
        <translation>卓でのあなたの名前</translation>
    </message>
    <message>
        <source>only if the game has one</source>
        <translation>ゲームに設定されている場合のみ</translation>
    </message>
    <message>
        <source>Only watch the game (no seat)</source>
        <translation>観戦のみ（席なし）</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>ホスト(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>あなたの名前(&amp;Y)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>パスワード(&amp;W)：</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>参加</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>ネットワークゲーム</translation>
    </message>
    <message>
        <source>%1 (password)</source>
        <translation>%1（パスワード）</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>This game asks for a password.</source>
        <translation>このゲームにはパスワードが必要です。</translation>
    </message>
    <message>
        <source>Another version of Quantum: this program cannot join it.</source>
        <translation>別のバージョンのQuantumです。このプログラムでは参加できません。</translation>
    </message>
    <message>
        <source>Type your name: the other players see it at the table.</source>
        <translation>名前を入力してください。卓の他のプレイヤーに表示されます。</translation>
    </message>
    <message>
        <source>The host turned the request down: %1</source>
        <translation>ホストが参加を断りました：%1</translation>
    </message>
    <message>
        <source>No game answers at %1. Check the address and that the game is still open.</source>
        <translation>%1で応答するゲームがありません。アドレスと、ゲームがまだ開いているかを確認してください。</translation>
    </message>
    <message>
        <source>No game has answered yet. If a friend is hosting, type the address their host dialog shows (such as 192.168.1.20:%1) under Host below and press Join: a firewall, or a network that does not pass on broadcasts, can keep a game out of this list.</source>
        <translation>まだどのゲームからも応答がありません。友だちがホストしている場合は、その人のホスト画面に表示されているアドレス（例：192.168.1.20:%1）を下の「ホスト」に入力して「参加」を押してください。ファイアウォールや、ブロードキャストを通さないネットワークでは、ゲームがこの一覧に出ないことがあります。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; after the # is not a host&apos;s code: a code is two groups of five letters and digits, such as K7QM4-X2PDR.</source>
        <translation>#の後の&quot;%1&quot;はホストのコードではありません。コードは英数字5文字のグループ2つからなります（例：K7QM4-X2PDR）。</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>address:port, such as 192.168.1.20:%1, and the host&apos;s code after a #</source>
        <translation>アドレス:ポート（例：192.168.1.20:%1）、続けて#とホストのコード</translation>
    </message>
    <message>
        <source>&amp;Trust the new code</source>
        <translation>新しいコードを信頼(&amp;T)</translation>
    </message>
    <message>
        <source>The host&apos;s code: its player can read it to you from their lobby, to be sure this is their game.</source>
        <translation>ホストのコードです。ホストのプレイヤーにロビーのコードを読み上げてもらえば、そのゲームで間違いないことを確かめられます。</translation>
    </message>
    <message>
        <source>The program at %1 answers, but not as this version of Quantum: %2</source>
        <translation>%1のプログラムは応答しましたが、このバージョンのQuantumの応答ではありません：%2</translation>
    </message>
    <message>
        <source>The host at %1 shows the code %2, not %3. Check the code with the host&apos;s player: another computer may be pretending to be the host.</source>
        <translation>%1のホストのコードは%3ではなく%2です。ホストのプレイヤーとコードを確認してください。別のコンピューターがホストになりすましている可能性があります。</translation>
    </message>
    <message>
        <source>Warning: the host at %1 is not the one you joined there before. Its code was %2 and is now %3. If the host&apos;s player confirms the new code (a new computer, or Quantum installed anew), press Trust the new code; otherwise another computer may be pretending to be the host.</source>
        <translation>警告：%1のホストは、以前そこで参加したホストではありません。コードは%2でしたが、今は%3です。ホストのプレイヤーが新しいコードを確認した場合（新しいコンピューター、またはQuantumを入れ直した場合）は「新しいコードを信頼」を押してください。そうでない場合は、別のコンピューターがホストになりすましている可能性があります。</translation>
    </message>
</context>
<context>
    <name>quantum::KeyboardHelpDialog</name>
    <message>
        <source>Arrow keys</source>
        <extracomment>Keyboard help: the arrow keys move the board cursor (not a ship).</extracomment>
        <translation>矢印キー</translation>
    </message>
    <message>
        <source>Move the cursor over the board</source>
        <translation>盤面上のカーソルを移動</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>EnterまたはSpace</translation>
    </message>
    <message>
        <source>Select the ship or the square under the cursor; confirm</source>
        <translation>カーソル下の宇宙船やマスを選択、決定</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab、Shift+Tab</translation>
    </message>
    <message>
        <source>Go to the next or previous choice on the board</source>
        <translation>盤面上の次または前の選択肢へ移動</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancel the selection</source>
        <translation>選択を解除</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>キーボード</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>機能</translation>
    </message>
    <message>
        <source>1 to 7</source>
        <translation>1〜7</translation>
    </message>
    <message>
        <source>Mark a die for the re-roll (1 the white die), or unmark it</source>
        <translation>振り直すダイスに印を付ける／外す（1は白ダイス）</translation>
    </message>
    <message>
        <source>Re-roll the marked dice</source>
        <translation>印を付けたダイスを振り直す</translation>
    </message>
    <message>
        <source>Choose a row that takes a sum on your sheet</source>
        <translation>自分のシートで合計を記入できる行を選ぶ</translation>
    </message>
    <message>
        <source>Write in the row chosen; confirm</source>
        <translation>選んだ行に記入する／確定する</translation>
    </message>
    <message>
        <source>Backspace or Escape</source>
        <translation>BackspaceまたはEsc</translation>
    </message>
    <message>
        <source>Take the choice back</source>
        <translation>選択を取り消す</translation>
    </message>
    <message>
        <source>Mark a misthrow (the active player)</source>
        <translation>ミスを記入する（手番プレイヤー）</translation>
    </message>
    <message>
        <source>Pass (phase 2)</source>
        <translation>パス（フェーズ2）</translation>
    </message>
    <message>
        <source>Show the faces of the dice</source>
        <translation>ダイスの面を表示する</translation>
    </message>
</context>
<context>
    <name>quantum::LoadGameDialog</name>
    <message>
        <source>The interrupted game, a turn earlier (previous autosave)</source>
        <translation>中断したゲーム、1ターン前（前回の自動保存）</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>ゲームを読み込む</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Quantum saves (*.quantum-save *.json);;All files (*)</source>
        <translation>Quantumのセーブ (*.quantum-save *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The interrupted game (autosave)</source>
        <translation>中断したゲーム（自動保存）</translation>
    </message>
    <message>
        <source>No saved games yet. Browse… opens a save from anywhere.</source>
        <translation>保存したゲームはまだありません。「参照…」で任意の場所のセーブを開けます。</translation>
    </message>
    <message>
        <source>This game cannot be opened.&lt;br&gt;&lt;br&gt;Reason: %1</source>
        <translation>このゲームは開けません。&lt;br&gt;&lt;br&gt;理由：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n cube(s) placed)</source>
        <translation>
            <numerusform>%1（キューブ%n個配置済み）</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>準備中</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>第%1ターン</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Saved %3&lt;br&gt;&lt;br&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;保存日時：%3&lt;br&gt;&lt;br&gt;%4</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1：%2点</translation>
    </message>
    <message>
        <source>&lt;b&gt;Qwantum&lt;/b&gt;&lt;br&gt;Roll %1&lt;br&gt;Saved %2&lt;br&gt;&lt;br&gt;%3</source>
        <translation>&lt;b&gt;Qwantum&lt;/b&gt;&lt;br&gt;第%1ロール&lt;br&gt;保存日時：%2&lt;br&gt;&lt;br&gt;%3</translation>
    </message>
</context>
<context>
    <name>quantum::LobbyPage</name>
    <message>
        <source>Open seat</source>
        <translation>空席</translation>
    </message>
    <message>
        <source>The host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>%1 (the host)</source>
        <translation>%1（ホスト）</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1（あなた）</translation>
    </message>
    <message>
        <source>%1 (the computer plays meanwhile)</source>
        <translation>%1（その間はコンピューターがプレイ）</translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <translation>%1（離席中）</translation>
    </message>
    <message>
        <source>%1 joined.</source>
        <translation>%1が参加しました。</translation>
    </message>
    <message>
        <source>%1 left.</source>
        <translation>%1が退出しました。</translation>
    </message>
    <message>
        <source>Swap with %1</source>
        <translation>%1の席と交換</translation>
    </message>
    <message>
        <source>Open for a player</source>
        <translation>プレイヤーに開放</translation>
    </message>
    <message>
        <source>You play this seat</source>
        <translation>自分がこの席でプレイ</translation>
    </message>
    <message>
        <source>Every seat needs a player or a computer before the game can start.</source>
        <translation>ゲームを始めるには、すべての席にプレイヤーかコンピューターが必要です。</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>ネットワークゲーム</translation>
    </message>
    <message>
        <source>Map: %1.</source>
        <translation>マップ：%1。</translation>
    </message>
    <message>
        <source>Nobody is watching.</source>
        <translation>観戦者はいません。</translation>
    </message>
    <message>
        <source>Watching: %1</source>
        <translation>観戦中：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>You sit in the %1 seat.</source>
        <translation>あなたは%1の席です。</translation>
    </message>
    <message>
        <source>You have no seat: you watch the game.</source>
        <translation>あなたは席がなく、観戦しています。</translation>
    </message>
    <message>
        <source>Every seat is filled: the game can start.</source>
        <translation>すべての席が埋まりました。ゲームを開始できます。</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for players: %n seat(s) open.</source>
        <translation>
            <numerusform>プレイヤーを待っています：空席%n席。</numerusform>
        </translation>
    </message>
    <message>
        <source>Players join at %1.</source>
        <translation>参加用アドレス：%1。</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <source>&amp;Your name:</source>
        <translation>あなたの名前(&amp;Y)：</translation>
    </message>
    <message>
        <source>The name the other players see</source>
        <translation>他のプレイヤーに表示される名前</translation>
    </message>
    <message>
        <source>Change name</source>
        <translation>名前を変更</translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation>ゲームを閉じる</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Swap</source>
        <extracomment>Lobby button: exchange this seat with another seat.</extracomment>
        <translation>交換</translation>
    </message>
    <message>
        <source>Swap this seat with another one.</source>
        <translation>この席を別の席と交換します。</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>空き</translation>
    </message>
    <message>
        <source>Take this seat</source>
        <translation>この席に着く</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>コンピューター：%1</translation>
    </message>
    <message>
        <source>%1 is locked out for a few minutes: too many wrong passwords or seat tokens came from there.</source>
        <translation>%1からの接続を数分間拒否します。そこから誤ったパスワードや席のトークンが何度も送られました。</translation>
    </message>
    <message>
        <source>A connection from %1 gave a seat token this game does not know (failure %2 from there).</source>
        <translation>%1からの接続が、このゲームにない席のトークンを送ってきました（そこからの失敗%2回目）。</translation>
    </message>
    <message>
        <source>A connection from %1 gave a wrong password (failure %2 from there).</source>
        <translation>%1からの接続が誤ったパスワードを送ってきました（そこからの失敗%2回目）。</translation>
    </message>
    <message>
        <source>No network was found. Players on this computer can join at %1.</source>
        <translation>ネットワークが見つかりません。このコンピューター上のプレイヤーは%1で参加できます。</translation>
    </message>
    <message>
        <source>This game&apos;s code is %1: players who join compare it with the code their lobby shows.</source>
        <translation>このゲームのコードは%1です。参加するプレイヤーは、自分のロビーに表示されるコードと照合します。</translation>
    </message>
    <message>
        <source>The host&apos;s code is %1: compare it with the code the host&apos;s player sees, to be sure nobody stands between you.</source>
        <translation>ホストのコードは%1です。ホストのプレイヤーに見えているコードと照合して、間に誰も入り込んでいないことを確かめてください。</translation>
    </message>
    <message>
        <source>Asking the router to open port %1 for friends elsewhere…</source>
        <translation>離れた場所の友だちのために、ルーターにポート%1を開くよう依頼しています…</translation>
    </message>
    <message>
        <source>Friends elsewhere join at %1 (the router opened the port for this game).</source>
        <translation>離れた場所の友だちの参加用アドレス：%1（ルーターがこのゲームのためにポートを開きました）。</translation>
    </message>
    <message>
        <source>&amp;Copy the join line</source>
        <translation>参加情報をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copies the address and the code, to paste into a message to the players</source>
        <translation>アドレスとコードをコピーします。プレイヤーへのメッセージに貼り付けてください</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>A game of Qwantum.</source>
        <translation>Qwantumのゲームです。</translation>
    </message>
    <message>
        <source>Players need the password to join.</source>
        <translation>参加にはパスワードが必要です。</translation>
    </message>
</context>
<context>
    <name>quantum::MainWindow</name>
    <message>
        <source>Resume the previous autosave</source>
        <translation>前回の自動保存から再開</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>The interrupted game cannot be resumed: %1</source>
        <translation>中断したゲームを再開できません：%1</translation>
    </message>
    <message>
        <source>Quantum</source>
        <translation>Quantum</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>ターン(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Load game…</source>
        <translation>ゲームを読み込む(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>ゲームを保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>投了(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;play the game so far</source>
        <translation>ここまでのゲームを再生(&amp;P)</translation>
    </message>
    <message>
        <source>S&amp;ettings…</source>
        <translation>設定(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>ターン終了(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Research</source>
        <translation>研究(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Next ship</source>
        <translation>次の宇宙船(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Cancel selection</source>
        <translation>選択を解除(&amp;C)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>ズームイン(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>ズームアウト(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>ウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>遊び方を学ぶ(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Card gallery</source>
        <translation>カード一覧(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>キーボード(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Map editor…</source>
        <translation>マップエディター(&amp;M)…</translation>
    </message>
    <message>
        <source>%1, turn %2</source>
        <translation>%1、第%2ターン</translation>
    </message>
    <message>
        <source>Start another game</source>
        <translation>別のゲームを始める</translation>
    </message>
    <message>
        <source>Keep it as a saved game before the new one starts?</source>
        <translation>新しいゲームを始める前に、保存しておきますか？</translation>
    </message>
    <message>
        <source>Keep it and go on</source>
        <translation>保存して続ける</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>破棄する</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>The game could not be saved to %1.

Reason: %2</source>
        <translation>ゲームを%1に保存できませんでした。

理由：%2</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>%1として保存しました。</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>ゲームを読み込む</translation>
    </message>
    <message>
        <source>The game in %1 cannot be opened.

Reason: %2</source>
        <translation>%1のゲームを開けません。

理由：%2</translation>
    </message>
    <message>
        <source>Quantum saves (*.quantum-save)</source>
        <translation>Quantumのセーブ (*.quantum-save)</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1を保存しました。</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>%1 resigns. Should the computer take over %1&apos;s seat, or does the game end here?</source>
        <translation>%1が投了します。%1の席をコンピューターが引き継ぎますか、それともここでゲームを終えますか？</translation>
    </message>
    <message>
        <source>The computer plays on</source>
        <translation>コンピューターが続ける</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>ゲームを終える</translation>
    </message>
    <message>
        <source>%1 resigns; the computer plays the seat from now on.</source>
        <translation>%1が投了しました。以後はコンピューターがこの席をプレイします。</translation>
    </message>
    <message>
        <source>Resign and leave this game? It is not saved.</source>
        <translation>投了してこのゲームを離れますか？ゲームは保存されません。</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>The guided game cannot start: %1</source>
        <translation>ガイド付きゲームを開始できません：%1</translation>
    </message>
    <message>
        <source>Host a Saved Game</source>
        <translation>保存したゲームをホスト</translation>
    </message>
    <message>
        <source>&amp;Host LAN game…</source>
        <translation>LANゲームをホスト(&amp;H)…</translation>
    </message>
    <message>
        <source>Host a saved &amp;game on the LAN…</source>
        <translation>保存したゲームをLANでホスト(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Join LAN game…</source>
        <translation>LANゲームに参加(&amp;J)…</translation>
    </message>
    <message>
        <source>Lea&amp;ve the network game</source>
        <translation>ネットワークゲームから退出(&amp;V)</translation>
    </message>
    <message>
        <source>Let the &amp;computer play for missing players</source>
        <translation>不在のプレイヤーをコンピューターに任せる(&amp;C)</translation>
    </message>
    <message>
        <source>The game cannot be read: %1</source>
        <translation>ゲームを読み取れません：%1</translation>
    </message>
    <message>
        <source>The game cannot listen on port %1: %2</source>
        <translation>ポート%1で待ち受けできません：%2</translation>
    </message>
    <message>
        <source>The game waits for %1 to come back (or Game ▸ Let the computer play for missing players).</source>
        <translation>%1の復帰を待っています（または「ゲーム ▸ 不在のプレイヤーをコンピューターに任せる」）。</translation>
    </message>
    <message>
        <source>Every player is back: the game goes on.</source>
        <translation>全プレイヤーが戻りました。ゲームを再開します。</translation>
    </message>
    <message>
        <source>The network game begins.</source>
        <translation>ネットワークゲームが始まります。</translation>
    </message>
    <message>
        <source>The game has started, but this version of Quantum cannot show a network game it joined. You can stay in the lobby and chat, or leave.</source>
        <translation>ゲームは始まりましたが、このバージョンのQuantumでは参加したネットワークゲームを表示できません。ロビーに残ってチャットするか、退出してください。</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>チャット</translation>
    </message>
    <message>
        <source>Chat (watching: %1)</source>
        <translation>チャット（観戦中：%1）</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>ネットワークゲーム</translation>
    </message>
    <message>
        <source>The network game ended: %1</source>
        <translation>ネットワークゲームが終了しました：%1</translation>
    </message>
    <message>
        <source>Leave the network game</source>
        <translation>ネットワークゲームから退出</translation>
    </message>
    <message>
        <source>Keep it as a saved game? It can be hosted again later.</source>
        <translation>保存しておきますか？後で再びホストできます。</translation>
    </message>
    <message>
        <source>Keep it and leave</source>
        <translation>保存して退出</translation>
    </message>
    <message>
        <source>Leave it? Your seat waits for you while the host keeps the game open.</source>
        <translation>退出しますか？ホストがゲームを開いている間、あなたの席は確保されます。</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>&amp;Hint: the computer&apos;s suggestion</source>
        <translation>ヒント：コンピューターの提案(&amp;H)</translation>
    </message>
    <message>
        <source>Host the previous autosave</source>
        <translation>前回の自動保存をホスト</translation>
    </message>
    <message>
        <source>&amp;About Quantum</source>
        <translation>Quantumについて(&amp;A)</translation>
    </message>
    <message>
        <source>The game cannot be autosaved to %1 (%2). It goes on; save it with Game ▸ Save game to keep it.</source>
        <translation>ゲームを%1に自動保存できません（%2）。ゲームは続きます。残すにはゲーム ▸ ゲームを保存で保存してください。</translation>
    </message>
    <message>
        <source>The moves before this position are lost: %1. The game goes on from here; the log and Replay start at this turn.</source>
        <translation>この局面より前の手は失われました：%1。ゲームはここから続き、ログとリプレイはこのターンから始まります。</translation>
    </message>
    <message>
        <source>Qwantum, roll %1</source>
        <translation>Qwantum、第%1ロール</translation>
    </message>
    <message>
        <source>roll %1 of Qwantum</source>
        <translation>Qwantumの第%1ロール</translation>
    </message>
    <message>
        <source>turn %1 on %2</source>
        <translation>%2の第%1ターン</translation>
    </message>
    <message>
        <source>A game is in progress (%1).</source>
        <translation>進行中のゲームがあります（%1）。</translation>
    </message>
    <message>
        <source>An interrupted game can be resumed (%1).</source>
        <translation>中断したゲームを再開できます（%1）。</translation>
    </message>
    <message>
        <source>Game loaded from %1: %2.</source>
        <translation>%1からゲームを読み込みました：%2。</translation>
    </message>
    <message>
        <source>The autosave before it can be used instead: %1.</source>
        <translation>代わりにその前の自動保存を使えます：%1。</translation>
    </message>
    <message>
        <source>You host a network game in progress (%1). Leaving ends it for every player.</source>
        <translation>進行中のネットワークゲーム（%1）をホストしています。退出すると全員のゲームが終了します。</translation>
    </message>
    <message>
        <source>You play in a network game in progress (%1).</source>
        <translation>進行中のネットワークゲーム（%1）に参加しています。</translation>
    </message>
</context>
<context>
    <name>quantum::MapChooser</name>
    <message>
        <source>No map for this number of players.</source>
        <translation>この人数用のマップはありません。</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %n cube(s) to win.</source>
        <translation>
            <numerusform>%1 — 勝利に必要なキューブ%n個。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::MarketPanel</name>
    <message>
        <source>Market: gambit cards above, command cards below</source>
        <translation>場：上が作戦カード、下が指令カード</translation>
    </message>
    <message>
        <source>Market: the cards are dealt when setup ends.</source>
        <translation>場：カードは準備の終了時に配られます。</translation>
    </message>
    <message>
        <source>Refresh all six cards</source>
        <translation>6枚すべて入れ替える</translation>
    </message>
</context>
<context>
    <name>quantum::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>席</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same game.</source>
        <translation>同じシードと同じ手なら、同じゲームになります。</translation>
    </message>
    <message>
        <source>&amp;Seed (optional):</source>
        <translation>シード(&amp;S)（任意）：</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <source>How well this computer plays.</source>
        <translation>このコンピューターの強さです。</translation>
    </message>
    <message>
        <source>Level of %1</source>
        <extracomment>For screen readers: the computer level of the seat whose faction colour is %1.</extracomment>
        <translation>%1のレベル</translation>
    </message>
</context>
<context>
    <name>quantum::PlayScene</name>
    <message>
        <source>Your %1, on %2.</source>
        <translation>%2にいるあなたの%1。</translation>
    </message>
    <message>
        <source>%1&apos;s %2, on %3.</source>
        <translation>%3にいる%1の%2。</translation>
    </message>
    <message>
        <source>This turn it has not moved yet and its ability is unused.</source>
        <translation>このターンはまだ移動しておらず、能力も未使用です。</translation>
    </message>
    <message>
        <source>This turn it has moved; its ability is still unused.</source>
        <translation>このターンは移動済みで、能力はまだ未使用です。</translation>
    </message>
    <message>
        <source>This turn it has not moved yet; its ability is used.</source>
        <translation>このターンはまだ移動していませんが、能力は使用済みです。</translation>
    </message>
    <message>
        <source>This turn it has moved and used its ability.</source>
        <translation>このターンは移動済みで、能力も使用済みです。</translation>
    </message>
    <message>
        <source>%1, a starting planet.</source>
        <translation>%1（開始惑星）。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message numerus="yes">
        <source>No cubes yet: %n cube location(s) free.</source>
        <translation>
            <numerusform>キューブはまだありません。空いている置き場所：%nか所。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cubes of %1; %n location(s) free.</source>
        <translation>
            <numerusform>%1のキューブがあります。空いている置き場所：%nか所。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your ships in its orbit add up to %1; a construct needs exactly %2.</source>
        <translation>軌道上のあなたの宇宙船の合計は%1です。建設にはちょうど%2が必要です。</translation>
    </message>
    <message>
        <source>%1&apos;s ships in its orbit add up to %2; a construct needs exactly %3.</source>
        <translation>軌道上の%1の宇宙船の合計は%2です。建設にはちょうど%3が必要です。</translation>
    </message>
    <message>
        <source>Attack: %1% chance to win, unless the defender destroys both ships (Dangerous).</source>
        <translation>攻撃：勝率%1%（防衛側が「危険」で両方の宇宙船を破壊しなければ）。</translation>
    </message>
    <message>
        <source>Attack: %1% chance to win, with every card in play counted.</source>
        <translation>攻撃：勝率%1%（場に出ているすべてのカードを考慮）。</translation>
    </message>
</context>
<context>
    <name>quantum::PromptBar</name>
    <message>
        <source>More answers</source>
        <translation>他の回答</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>選択</translation>
    </message>
    <message>
        <source>Thinking</source>
        <translation>思考中</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>ヒント（H）</translation>
    </message>
    <message>
        <source>What the computer would do here: shown on the board, never played for you.</source>
        <translation>コンピューターならここでどうするかを盤面に示します。あなたの代わりに実行することはありません。</translation>
    </message>
    <message>
        <source>The Hint suggests this answer.</source>
        <translation>ヒントはこの回答を勧めています。</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumEndPage</name>
    <message>
        <source>Column %1</source>
        <translation>%1列目</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>もう一度遊ぶ(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Replay the game</source>
        <translation>ゲームを再生(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Main menu</source>
        <translation>メインメニュー(&amp;M)</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumNewGameDialog</name>
    <message>
        <source>New game of Qwantum</source>
        <translation>Qwantumの新しいゲーム</translation>
    </message>
    <message>
        <source>Roll the seven dice, write the colour sums in four rows that rise, then fall. 2 to 4 players, about 20 minutes.</source>
        <translation>7個のダイスを振り、色の合計を、上がってから下がる4つの行に記入します。2～4人用、約20分。</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>プレイ人数(&amp;P)：</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>名前（任意）</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>&amp;Seed (optional):</source>
        <translation>シード(&amp;S)（任意）：</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>開始(&amp;T)</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumPage</name>
    <message>
        <source>The dice roll…</source>
        <translation>ダイスを振っています…</translation>
    </message>
    <message>
        <source>Pass the screen to %1: it is their turn to answer this roll.</source>
        <translation>%1に画面を渡してください。このロールに答える番です。</translation>
    </message>
    <message>
        <source>Chosen: %1. Confirm it (Enter), or take it back (Backspace).</source>
        <translation>選択：%1。確定するか（Enter）、取り消してください（Backspace）。</translation>
    </message>
    <message>
        <source>Click dice (or keys 1-7) to mark them for your one re-roll; click a highlighted field to write its sum.</source>
        <translation>ダイスをクリック（または1-7キー）して、1回だけの振り直しに使うダイスに印を付けます。強調表示されたマスをクリックすると、その合計を記入します。</translation>
    </message>
    <message>
        <source>Click a highlighted field to write its sum there.</source>
        <translation>強調表示されたマスをクリックすると、そこに合計を記入します。</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>%1を待っています。</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>コンピューターが考えています…</translation>
    </message>
    <message>
        <source>Qwantum · roll %1 · %2 rolls</source>
        <translation>Qwantum · 第%1ロール · 手番：%2</translation>
    </message>
    <message>
        <source>Continue as %1</source>
        <translation>%1として続ける</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll %n dice (R)</source>
        <translation>
            <numerusform>ダイスを%n個振り直す（R）</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-roll marked dice (R)</source>
        <translation>印を付けたダイスを振り直す（R）</translation>
    </message>
    <message>
        <source>Hint: re-roll the marked dice (R).</source>
        <translation>ヒント：印を付けたダイスを振り直す（R）。</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>ヒント：%1。</translation>
    </message>
    <message>
        <source>Confirm it (Enter), or take it back (Backspace).</source>
        <translation>確定するか（Enter）、取り消してください（Backspace）。</translation>
    </message>
    <message>
        <source>Confirm (Enter)</source>
        <translation>確定（Enter）</translation>
    </message>
    <message>
        <source>Take back (Backspace)</source>
        <translation>取り消し（Backspace）</translation>
    </message>
    <message>
        <source>Misthrow (M)</source>
        <translation>ミス（M）</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>パス（P）</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>ヒント（H）</translation>
    </message>
    <message>
        <source>Dice faces (F)</source>
        <translation>ダイスの面（F）</translation>
    </message>
    <message>
        <source>The six faces of every coloured die: what a re-roll can bring.</source>
        <translation>各色ダイスの6つの面：振り直しで何が出る可能性があるかがわかります。</translation>
    </message>
    <message>
        <source>Write nothing this roll and mark a misthrow box: it costs points at the end, and the fifth ends the game.</source>
        <translation>このロールでは何も記入せず、ミスの欄に×を付けます。ミスは最後に失点になり、5つ目でゲームが終わります。</translation>
    </message>
    <message>
        <source>Write nothing this time; passing costs nothing.</source>
        <translation>今回は何も記入しません。パスしても損はありません。</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Click dice (or keys 1-7) to mark them for your one re-roll.</source>
        <translation>ダイスをクリック（または1-7キー）して、1回だけの振り直しに使うダイスに印を付けます。</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumReplayPage</name>
    <message>
        <source>Step 0 of %1: the first roll.</source>
        <translation>ステップ 0 / %1：最初のロール。</translation>
    </message>
    <message>
        <source>First (Home)</source>
        <translation>最初（Home）</translation>
    </message>
    <message>
        <source>Back (←)</source>
        <translation>戻る（←）</translation>
    </message>
    <message>
        <source>Forward (→)</source>
        <translation>進む（→）</translation>
    </message>
    <message>
        <source>Last (End)</source>
        <translation>最後（End）</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>閉じる（Esc）</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3: %4</source>
        <translation>ステップ %1 / %2 · %3：%4</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumScoreChart</name>
    <message>
        <source>Rolls</source>
        <translation>ロール</translation>
    </message>
</context>
<context>
    <name>quantum::QwantumTutorial</name>
    <message>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>The dice and the colour sums</source>
        <translation>ダイスと色の合計</translation>
    </message>
    <message>
        <source>The one re-roll</source>
        <translation>1回だけの振り直し</translation>
    </message>
    <message>
        <source>Phase 1: write one sum</source>
        <translation>フェイズ1：合計を1つ記入</translation>
    </message>
    <message>
        <source>Phase 2: everyone may write</source>
        <translation>フェイズ2：全員が記入できる</translation>
    </message>
    <message>
        <source>Rows rise, then fall</source>
        <translation>行は上がってから下がる</translation>
    </message>
    <message>
        <source>Misthrows</source>
        <translation>ミス</translation>
    </message>
    <message>
        <source>Columns score</source>
        <translation>列の得点</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>プレイを続ける</translation>
    </message>
    <message>
        <source>Write the %1 in %2: click its ringed field, then Confirm (or click the field again).</source>
        <translation>%2に%1を記入しましょう。輪で示されたマスをクリックしてから「確定」を押してください（またはもう一度そのマスをクリック）。</translation>
    </message>
    <message>
        <source>No open sum suits your rows this time: press Pass, then Confirm.</source>
        <translation>今回は、閉じられていない合計のうちあなたの行に合うものがありません。「パス」を押してから「確定」を押してください。</translation>
    </message>
    <message>
        <source>You play against the computer, a roll each in turn. Seven dice: the white one, and six dark ones whose faces each show a number in one of four colours. Under the dice are the four colour sums.</source>
        <translation>コンピューターと対戦し、交互に1回ずつロールします。ダイスは7個：白ダイス1個と、暗い色のダイス6個です。暗い色のダイスの各面には、4色のいずれかで数字が1つ書かれています。ダイスの下には4色の合計が表示されます。</translation>
    </message>
    <message>
        <source>The white die counts in every sum: here it shows %1.</source>
        <translation>白ダイスはどの合計にも数えます。ここでは%1が出ています。</translation>
    </message>
    <message numerus="yes">
        <source>%1 shows on %n dice, so its sum is %2.</source>
        <translation>
            <numerusform>%1は%n個のダイスに出ているので、合計は%2です。</numerusform>
        </translation>
    </message>
    <message>
        <source>No die shows %1: a colour that no die shows counts the white die alone, so its sum is %2.</source>
        <translation>%1はどのダイスにも出ていません。どのダイスにも出ていない色は白ダイスだけを数えるので、合計は%2です。</translation>
    </message>
    <message>
        <source>A colour that no die shows counts the white die alone.</source>
        <translation>どのダイスにも出ていない色は、白ダイスだけを数えます。</translation>
    </message>
    <message>
        <source>Press Next when you have found them on the table.</source>
        <translation>これらが見つかったら「次へ」を押してください。</translation>
    </message>
    <message>
        <source>Your white die shows %1, and it is in every sum: no sum is lower than %2. Click the white die to mark it (or press 1), then press Re-roll. A marked die is lifted; a second click takes the mark back.</source>
        <translation>白ダイスは%1で、どの合計にも入っています。そのため%2より小さい合計はありません。白ダイスをクリックして印を付け（または1キー）、「振り直す」を押してください。印を付けたダイスは持ち上がります。もう一度クリックすると印が外れます。</translation>
    </message>
    <message>
        <source>Click the dice you want to roll again (or press their keys 1-7) to mark them, then press Re-roll: the ringed dice are a good choice. A second click takes a mark back.</source>
        <translation>振り直したいダイスをクリックして（またはそのダイスの1-7キーを押して）印を付け、「振り直す」を押してください。輪で示されたダイスがおすすめです。もう一度クリックすると印が外れます。</translation>
    </message>
    <message>
        <source>Phase 1 is yours alone, as the active player: write one colour&apos;s sum in your row of that colour.</source>
        <translation>フェイズ1は手番プレイヤーであるあなただけの番です。1色の合計を、自分のその色の行に記入してください。</translation>
    </message>
    <message>
        <source>The %1 sum, %2, is a low start, and a row must rise: click the ringed field at the left of %3, then Confirm (or click the field again).</source>
        <translation>%1の合計%2は低い出だしです。行は上がっていかなければなりません。%3の左端にある、輪で示されたマスをクリックしてから「確定」を押してください（またはもう一度そのマスをクリック）。</translation>
    </message>
    <message>
        <source>Phase 2: now every player may write one sum of a colour still open in their own row, or pass. You too: the active player may write twice in a roll.</source>
        <translation>フェイズ2：今度は全員が、まだ閉じられていない色の合計を1つ自分の行に記入するか、パスできます。あなたもです。手番プレイヤーは1回のロールで2回記入できます。</translation>
    </message>
    <message>
        <source>%1 is closed, struck out under the dice.</source>
        <translation>%1は閉じられていて、ダイスの下で取り消し線が引かれています。</translation>
    </message>
    <message>
        <source>A row rises from the left up to the divider, the gap after its fourth field: each number higher than the one before. After the divider it falls: the fifth number lower than the fourth, the sixth lower than the fifth.</source>
        <translation>行は左から仕切り線（4マス目の後のすき間）まで上がっていきます。各数字は直前の数字より大きくなります。仕切り線の後は下がっていきます。5つ目の数字は4つ目より小さく、6つ目は5つ目より小さくなります。</translation>
    </message>
    <message>
        <source>The next roll is the computer&apos;s: once it has written, phase 2 comes, and you may write too.</source>
        <translation>次のロールはコンピューターの番です。コンピューターが記入するとフェイズ2になり、あなたも記入できます。</translation>
    </message>
    <message>
        <source>Your last number in %1 is %2, so only a higher one may follow it: the %3 fits.</source>
        <translation>%1の最後の数字は%2なので、次にはそれより大きい数字しか入りません。%3なら入ります。</translation>
    </message>
    <message>
        <source>The %1 sum, %2, is not offered: it is not higher than your %3 in that row.</source>
        <translation>%1の合計%2は選べません。その行にあるあなたの%3より大きくないからです。</translation>
    </message>
    <message>
        <source>When you cannot write, or would rather not, you mark a misthrow instead of writing.</source>
        <translation>記入できないとき、または記入したくないときは、記入する代わりにミスを記入します。</translation>
    </message>
    <message>
        <source>Click the ringed box under Misthrows on your sheet (or press M), then Confirm.</source>
        <translation>シートの「ミス」の下にある、輪で示された欄をクリックし（またはMキー）、「確定」を押してください。</translation>
    </message>
    <message>
        <source>Your next roll comes after the computer&apos;s.</source>
        <translation>あなたの次のロールは、コンピューターのロールの後です。</translation>
    </message>
    <message numerus="yes">
        <source>A poor roll: %1. Every sum that fits would skip at least %n numbers that its row could still take.</source>
        <translation>
            <numerusform>出目が悪いです：%1。記入できる合計はどれも、その行にまだ入れられる数字を少なくとも%n個飛ばしてしまいます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Try your re-roll first: click the ringed die to mark it, then press Re-roll.</source>
        <translation>まず振り直しを試しましょう。輪で示されたダイスをクリックして印を付け、「振り直す」を押してください。</translation>
    </message>
    <message numerus="yes">
        <source>Still a poor roll: %1. Every sum that fits would skip at least %n numbers that its row could still take.</source>
        <translation>
            <numerusform>まだ出目が悪いです：%1。記入できる合計はどれも、その行にまだ入れられる数字を少なくとも%n個飛ばしてしまいます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Mark one now to see how, or skip this step to keep your roll.</source>
        <translation>やり方を見るために今ミスを記入するか、このステップをスキップしてロールをそのまま残してください。</translation>
    </message>
    <message>
        <source>Under your sheet, each column has a score box. A column scores once all four of its fields are written, and then its second lowest number: 3, 5, 8, 9 scores 5.</source>
        <translation>シートの下には、列ごとに得点欄があります。列は4マスすべてに記入されると得点になり、その得点は2番目に小さい数字です。3、5、8、9なら5点です。</translation>
    </message>
    <message>
        <source>Your first column holds %1 so far.</source>
        <translation>1列目には今のところ%1が入っています。</translation>
    </message>
    <message>
        <source>After a misthrow no colour is closed: every sum is open in phase 2.</source>
        <translation>ミスの後はどの色も閉じられません。フェイズ2ではすべての合計を選べます。</translation>
    </message>
    <message>
        <source>That is the whole game. Play on against the computer to the end, where the highest score wins: the Hint (H) is yours again, and the Rules (F1) say everything else. Or go back to the menu.</source>
        <translation>これでゲームのすべてです。最後までコンピューターと対戦を続けましょう。最も得点の高いプレイヤーが勝ちます。「ヒント（H）」がまた使えるようになりました。そのほかのことは「ルール（F1）」に書かれています。メニューに戻ってもかまいません。</translation>
    </message>
    <message>
        <source>Each colour is a row of your score sheet. The sums are what you may write this roll; Dice faces (F) shows what each die could bring instead.</source>
        <translation>各色はスコアシートの1行です。合計は、このロールで記入できる数字です。「ダイスの面（F）」を見ると、各ダイスで代わりに何が出る可能性があるかがわかります。</translation>
    </message>
    <message>
        <source>Once in your roll you may roll any of the seven dice again, the white one too; then the roll stands. A row must rise, so low sums are what it wants first.</source>
        <translation>自分のロール中に1回だけ、白ダイスも含めて7個のダイスのうち好きなものを振り直せます。その後はロールが確定します。行は上がっていかなければならないので、最初は小さい合計が向いています。</translation>
    </message>
    <message>
        <source>Writing a colour closes it for the others this roll: the computer cannot write %1 now.</source>
        <translation>色を記入すると、このロールの間ほかのプレイヤーはその色を使えなくなります。コンピューターは今、%1を記入できません。</translation>
    </message>
    <message>
        <source>Writing a colour closes it for the others this roll.</source>
        <translation>色を記入すると、このロールの間ほかのプレイヤーはその色を使えなくなります。</translation>
    </message>
    <message>
        <source>A number always goes in the first empty field of its row.</source>
        <translation>数字は必ずその行の最初の空きマスに入ります。</translation>
    </message>
    <message>
        <source>Everyone answers at once, and no one sees another&apos;s answer first. Passing here costs nothing.</source>
        <translation>全員が同時に答え、誰もほかのプレイヤーの答えを先に見ることはできません。ここでパスしても損はありません。</translation>
    </message>
    <message>
        <source>Start a row low and climb in small steps: every number you skip is one the row can no longer take. The fourth number is the top: the higher it is, the more room the row has to fall.</source>
        <translation>行は小さく始めて、小刻みに上げていきましょう。飛ばした数字は、その行にはもう入れられません。4つ目の数字が頂点です。これが大きいほど、行が下がる余地が増えます。</translation>
    </message>
    <message>
        <source>Misthrows cost points at the end, each more than the one before: %1 for the first, %2 for the second, %3 in all for three. The fifth ends the game. Only the active player&apos;s phase 1 brings one: passing in phase 2 is free.</source>
        <translation>ミスは最後に失点になり、1つごとに重くなります。1つ目は%1点、2つ目は%2点、3つで合計%3点です。5つ目でゲームが終わります。ミスになるのは手番プレイヤーのフェイズ1だけで、フェイズ2でパスしても損はありません。</translation>
    </message>
    <message>
        <source>Your score is your columns&apos; scores minus your misthrows. A column&apos;s lowest number never counts, so one low start is cheap; a column with an empty field scores nothing.</source>
        <translation>あなたの得点は、各列の得点からミスの失点を引いたものです。列で最も小さい数字は決して数えないので、低い出だしが1つあっても損は小さく済みます。空きマスのある列は得点になりません。</translation>
    </message>
    <message>
        <source>The game ends when a player has written all 24 fields or marked a fifth misthrow; that roll is played to its end first.</source>
        <translation>いずれかのプレイヤーが24マスすべてに記入するか、5つ目のミスを記入するとゲームは終わります。ただし、そのロールは先に最後まで行います。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>The dice are rolling…</source>
        <translation>ダイスを振っています…</translation>
    </message>
    <message>
        <source>Your answer is in: the computer is answering too.</source>
        <translation>あなたの答えは受け付けられました。コンピューターも答えています。</translation>
    </message>
    <message>
        <source>The computer is playing its roll…</source>
        <translation>コンピューターがロールを行っています…</translation>
    </message>
    <message>
        <source>This step is not possible right now: play on as you like, or skip it.</source>
        <translation>このステップは今は実行できません。自由に続けるか、スキップしてください。</translation>
    </message>
</context>
<context>
    <name>quantum::ReplayPage</name>
    <message>
        <source>First</source>
        <translation>最初</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>進む</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最後</translation>
    </message>
    <message>
        <source>Close the replay</source>
        <translation>再生を閉じる</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ステップ%1/%2</translation>
    </message>
</context>
<context>
    <name>quantum::RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Rules of Quantum</source>
        <translation>Quantumのルール</translation>
    </message>
    <message>
        <source>Quantum in short</source>
        <translation>Quantumの概要</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>ゲームの準備</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>あなたのターン</translation>
    </message>
    <message>
        <source>Movement and combat</source>
        <translation>移動と戦闘</translation>
    </message>
    <message>
        <source>Ship abilities</source>
        <translation>宇宙船の能力</translation>
    </message>
    <message>
        <source>The Void</source>
        <translation>The Void</translation>
    </message>
    <message>
        <source>Quantum Entanglement</source>
        <translation>量子もつれ</translation>
    </message>
    <message>
        <source>Dominance and infamy</source>
        <translation>優勢と悪名</translation>
    </message>
    <message>
        <source>Research and breakthroughs</source>
        <translation>研究とブレイクスルー</translation>
    </message>
    <message>
        <source>Advance cards</source>
        <translation>進歩カード</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>盤面の見方</translation>
    </message>
    <message>
        <source>Each player commands a small fleet of ships, which are dice: a ship&apos;s value from 1 to 6 is its type, how far it moves and how well it fights (lower is stronger). You win the moment you have placed all your quantum cubes on planets, whether by building them, by infamy or by a card, even in the middle of another player&apos;s turn.</source>
        <translation>各プレイヤーは、ダイスである宇宙船の小さな艦隊を指揮します。宇宙船の目（1～6）は、その種類、移動できる距離、戦闘の強さを表します（小さいほど強い）。建設でも、悪名でも、カードでも、自分の量子キューブをすべて惑星に置いた瞬間に勝利します。他のプレイヤーのターンの途中でもかまいません。</translation>
    </message>
    <message>
        <source>Everyone rolls three ships and may re-roll all three once, keeping the second roll. The lowest total plays first, then play goes round in seat order. In turn order each player puts a cube on a free starting planet, then places the three ships on its orbital positions, the four squares next to it. Your two other ships wait in reserve until a card brings them in; your dominance and research both start at 1.</source>
        <translation>各プレイヤーは宇宙船を3隻振り、3隻すべてを1回だけ振り直せます。その場合は2回目の出目を使います。合計が最も低いプレイヤーがスタートプレイヤーとなり、以後は席順に進みます。手番順に、各プレイヤーは空いている開始惑星にキューブを1個置き、続いてその軌道位置（惑星の上下左右の4マス）に宇宙船3隻を置きます。残りの2隻はカードで登場するまで追加の宇宙船として控えています。優勢と研究はどちらも1から始まります。</translation>
    </message>
    <message>
        <source>On your turn you have three actions; unused ones are lost, and you may take the same action more than once. Move or attack with a ship (one action). Reconfigure: re-roll one of your ships on the map or in your scrapyard until it shows a new value (one action). Deploy: put a ship from your scrapyard, with its value, on an empty orbital position of a planet that holds one of your cubes (one action; the ship may still move this turn). Research: your research rises by one (one action). Construct: place a cube on a planet when your ships on its orbital positions add up exactly to its number (two actions).</source>
        <translation>自分のターンには3アクションを行えます。使わなかったアクションは失われ、同じアクションを何度でも選べます。移動/攻撃：宇宙船1隻で移動または攻撃します（1アクション）。再構成：マップ上か屑鉄置き場にある自分の宇宙船1隻を、違う目が出るまで振り直します（1アクション）。配備：屑鉄置き場の宇宙船をその目のまま、自分のキューブがある惑星の空いている軌道位置に置きます（1アクション。その宇宙船はこのターンにまだ移動できます）。研究：研究が1上がります（1アクション）。建設：惑星の軌道位置にある自分の宇宙船の合計がその惑星の番号にちょうど等しいとき、その惑星にキューブを置きます（2アクション）。</translation>
    </message>
    <message>
        <source>5 + 3 = 8: you may build on this 8. The enemy ship and your ship on the diagonal do not count.</source>
        <translation>5+3=8：この8の惑星に建設できます。敵の宇宙船と、斜めにいる自分の宇宙船は数えません。</translation>
    </message>
    <message>
        <source>A planet has one cube location for each point above 6: one on a 7, up to four on a 10, and it takes only one cube of each player (but see Quantum Entanglement). After your actions comes the advance-card phase.</source>
        <translation>惑星には、6を超える1点ごとにキューブの置き場所が1か所あります。7なら1か所、10なら4か所です。また、各プレイヤーのキューブは1個しか置けません（ただし量子もつれを参照）。アクションの後は進歩カードフェイズです。</translation>
    </message>
    <message>
        <source>A ship moves up to its value in steps to a neighbouring square, turning as it likes, but never diagonally and never through planets or other ships. To attack, its last step enters an enemy ship&apos;s square; the square it attacks from must be reachable with one step less, so a ship next to an enemy can attack without moving first.</source>
        <translation>宇宙船は目の数まで、隣のマスへ1マスずつ移動し、自由に向きを変えられます。ただし斜めには移動できず、惑星や他の宇宙船を通り抜けることもできません。攻撃するには、最後の1マスで敵の宇宙船のマスに入ります。攻撃元のマスには1マス少ない移動で到達できなければなりません。そのため、敵に隣接している宇宙船は移動せずに攻撃できます。</translation>
    </message>
    <message>
        <source>A Battlestation (1) next to an enemy Scout (6): 1 + its die against 6 + the other die, and it cannot lose.</source>
        <translation>敵の偵察機（6）に隣接する戦闘基地（1）：1+ダイスと6+ダイスの勝負なので、負けることはありません。</translation>
    </message>
    <message>
        <source>Both sides roll a die and add their ship&apos;s value: the lower total wins, and a tie goes to the attacker. When the attacker wins, the defending ship is re-rolled and goes to its owner&apos;s scrapyard, the attacker occupies its square or stays where it attacked from, the winner&apos;s dominance rises by one and the loser&apos;s falls by one. When the defender wins, the attacker simply goes back to the square it attacked from.</source>
        <translation>両者がダイスを1個振り、自分の宇宙船の目を加えます。合計が小さい方が勝ち、同値なら攻撃側の勝ちです。攻撃側が勝つと、防衛側の宇宙船は振り直されて持ち主の屑鉄置き場に送られます。攻撃側はそのマスに進むか攻撃元に留まり、勝者の優勢が1上がって敗者の優勢が1下がります。防衛側が勝つと、攻撃側は攻撃元のマスに戻るだけです。</translation>
    </message>
    <message>
        <source>Each ship type has an ability. Abilities cost no action, but every ship may use its ability once per turn and make its move or attack once per turn, even if its value changes in between: the die remembers what it did this turn, also when it is destroyed and deployed again. Abilities are used on your own turn by ships on the map; Transport and Maneuver are part of the ship&apos;s move, the others are not.</source>
        <translation>宇宙船の種類ごとに能力があります。能力にアクションは不要ですが、各宇宙船が能力を使えるのは1ターンに1回、移動/攻撃も1ターンに1回だけです。途中で目が変わっても同じです。ダイスはこのターンに行ったことを覚えており、破壊されて再び配備された場合も同様です。能力は自分のターンに、マップ上の宇宙船が使います。輸送と機動は宇宙船の移動の一部で、それ以外は移動ではありません。</translation>
    </message>
    <message>
        <source>Strike: an extra attack of exactly one step on an adjacent enemy ship, as well as its normal move.</source>
        <translation>爆撃：通常の移動に加えて、隣接する敵の宇宙船にちょうど1マスの追加攻撃を行います。</translation>
    </message>
    <message>
        <source>Transport: as its move, picks up one of your ships from a surrounding square, moves one or two steps and drops it on any empty square around its new place. It cannot attack while carrying.</source>
        <translation>輸送：移動として、周辺マスにいる自分の宇宙船1隻を載せて1～2マス移動し、新しい場所の周りの任意の空きマスに降ろします。輸送中は攻撃できません。</translation>
    </message>
    <message>
        <source>Warp: swaps places with any other of your ships on the map. This is not its move.</source>
        <translation>ワープ：マップ上の自分の別の宇宙船1隻と場所を入れ替えます。これは移動ではありません。</translation>
    </message>
    <message>
        <source>Modify: turns into a 3 or a 5; the new type&apos;s ability waits for the next turn.</source>
        <translation>改修：3か5に変わります。新しい種類の能力は次のターンまで使えません。</translation>
    </message>
    <message>
        <source>Maneuver: may move and attack diagonally during its move.</source>
        <translation>機動：移動中に斜めに移動・攻撃できます。</translation>
    </message>
    <message>
        <source>Free reconfigure: re-rolls itself for free, again while it shows a 6.</source>
        <translation>無料再構成：無料で自身を振り直し、6が出たら再び振ります。</translation>
    </message>
    <message>
        <source>The Void is the dark tile without a planet. Two ships on it: research + 2 at the start of the turn.</source>
        <translation>The Voidは惑星のない暗いタイルです。そこに宇宙船が2隻あれば、ターン開始時に研究+2。</translation>
    </message>
    <message>
        <source>Some maps have a Void tile: no planet, nine ordinary squares. At the start of your turn your research rises by one for each of your ships anywhere on the Void (up to 6). Those ships move and fight as usual.</source>
        <translation>The Void（惑星のないタイル）があるマップもあります。惑星がなく、9マスすべてが普通のマスです。自分のターン開始時に、The Voidのどこかにいる自分の宇宙船1隻につき研究が1上がります（最大6）。それらの宇宙船は通常どおり移動・戦闘します。</translation>
    </message>
    <message>
        <source>Every planet with room already holds your cube: you may build on the 8 again, with 11 in its orbit (8 + 3).</source>
        <translation>空きのある惑星すべてにすでに自分のキューブがあります：8の惑星に再び建設できます。軌道上の合計は11（8+3）が必要です。</translation>
    </message>
    <message>
        <source>When every planet that still has a free cube location already holds one of your cubes, you may place another cube on such a planet. To build it, your ships in its orbit must add up to the planet&apos;s number plus 3 for each of your cubes already there. An infamy cube may go there too.</source>
        <translation>キューブの置き場所が空いている惑星すべてにすでに自分のキューブがある場合、そのような惑星にもう1個キューブを置けます。建設するには、軌道上の自分の宇宙船の合計が、惑星の番号に、そこにある自分のキューブ1個につき3を足した数に等しくなければなりません。悪名キューブもそこに置けます。</translation>
    </message>
    <message>
        <source>Dominance climbs with every battle won; at 6 a cube is placed for free.</source>
        <translation>優勢は戦闘に勝つたびに上がります。6になるとキューブを無料で置けます。</translation>
    </message>
    <message>
        <source>Dominance runs from 1 to 6. It rises by one when you destroy an enemy ship and falls by one when you lose one. When it reaches 6 you become infamous: you immediately place a cube on any planet with a free cube location that does not hold your cube, whatever ships are around it, and dominance goes back to 1. This can happen on another player&apos;s turn too. If no planet can take the cube, dominance stays at 6 and the cube is tried again later.</source>
        <translation>優勢は1～6の範囲で動きます。敵の宇宙船を破壊すると1上がり、自分の宇宙船を失うと1下がります。6に達すると悪名が発動します：周りの宇宙船に関係なく、キューブの置き場所が空いていて自分のキューブがない任意の惑星に即座にキューブを置き、優勢は1に戻ります。これは他のプレイヤーのターンにも起こります。キューブを置ける惑星がなければ、優勢は6のままで、後で再び配置を試みます。</translation>
    </message>
    <message>
        <source>Research at 6 in the advance-card phase: a breakthrough, one more card.</source>
        <translation>進歩カードフェイズに研究が6なら、ブレイクスルーでカードがもう1枚。</translation>
    </message>
    <message>
        <source>Research also runs from 1 to 6; the Research action raises it by one, and so do your ships on the Void at the start of your turn. If your research is 6 in your advance-card phase, you make a breakthrough: you take one more card and research goes back to 1.</source>
        <translation>研究も1～6の範囲で動きます。研究アクションで1上がり、ターン開始時にThe Voidにいる自分の宇宙船でも上がります。進歩カードフェイズに研究が6なら、ブレイクスルーになります：カードをもう1枚取り、研究は1に戻ります。</translation>
    </message>
    <message>
        <source>The market: three gambit cards (dark) and three command cards (light).</source>
        <translation>場：作戦カード（暗色）3枚と指令カード（明色）3枚。</translation>
    </message>
    <message>
        <source>In the advance-card phase you take one card for every cube you placed this turn, in any way, plus one for a breakthrough; nothing else can be done in this phase. Six cards lie face up, three gambits and three command cards. Take one, or spend the pick to discard all six and deal six new ones. Gambit cards act at once and are discarded. Command cards stay with you and work from your next turn on, also on the other players&apos; turns; you may hold three, and a fourth means letting one of them go. A card used &quot;once per turn&quot; means once in each of your own turns. The card gallery lists them all.</source>
        <translation>進歩カードフェイズでは、このターンに（どの方法でも）置いたキューブ1個につき1枚、ブレイクスルーでさらに1枚のカードを取ります。このフェイズ中は他に何もできません。場には6枚のカード（作戦カード3枚と指令カード3枚）が表向きに並んでいます。1枚を取るか、1回分の選択を使って6枚すべてを捨て、新たに6枚を配ります。作戦カードはすぐに効果を発揮して捨て札になります。指令カードは手元に残り、次の自分のターンから他のプレイヤーのターン中も効果を発揮します。持てるのは3枚までで、4枚目を取るなら1枚を手放します。「1ターンに1回」のカードは、自分の各ターンに1回という意味です。すべてのカードはカード一覧で見られます。</translation>
    </message>
    <message>
        <source>Click one of your ships: green squares are moves, red squares attacks, and hovering an attack shows its odds. Gold circles are planets you can choose. The prompt under the board always says what is asked, and Learn to play in the Help menu walks you through a first game.</source>
        <translation>自分の宇宙船をクリックすると、緑のマスが移動先、赤のマスが攻撃先になり、攻撃にポインターを重ねると勝率が表示されます。金色の円は選択できる惑星です。盤面の下のメッセージが常に何をすべきかを示します。ヘルプメニューの「遊び方を学ぶ」では最初のゲームを案内します。</translation>
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
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>quantum::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Ask before ending a turn with actions left</source>
        <translation>アクションが残っているときはターン終了前に確認する</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>効果音を鳴らす</translation>
    </message>
    <message>
        <source>This build of Quantum has no sound support (Qt Multimedia).</source>
        <translation>このビルドのQuantumはサウンドに対応していません（Qt Multimedia）。</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ミリ秒</translation>
    </message>
    <message>
        <source>The TCP port a network game you host listens on. Players who join type it after the address.</source>
        <translation>ホストするネットワークゲームが待ち受けるTCPポートです。参加するプレイヤーはアドレスの後にこれを入力します。</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>アニメーション(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Pause between other players&apos; moves:</source>
        <translation>他のプレイヤーの手の間隔(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Network game port:</source>
        <translation>ネットワークゲームのポート(&amp;N)：</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>システムの言語（%1）</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
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
        <translation>ダイス、宇宙船、惑星：先にキューブをすべて置いた人の勝ち。</translation>
    </message>
    <message>
        <source>Resume the interrupted game</source>
        <translation>中断したゲームを再開</translation>
    </message>
    <message>
        <source>Quick game against the computer</source>
        <translation>コンピューターとクイックゲーム</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <source>Load game…</source>
        <translation>ゲームを読み込む…</translation>
    </message>
    <message>
        <source>Host LAN game…</source>
        <translation>LANゲームをホスト…</translation>
    </message>
    <message>
        <source>Join LAN game…</source>
        <translation>LANゲームに参加…</translation>
    </message>
    <message>
        <source>Open a game on your network: friends join it from their computers.</source>
        <translation>ネットワーク上にゲームを開きます。友達は自分のコンピューターから参加します。</translation>
    </message>
    <message>
        <source>Join a game someone hosts on your network.</source>
        <translation>ネットワーク上で誰かがホストしているゲームに参加します。</translation>
    </message>
    <message>
        <source>Map editor</source>
        <translation>マップエディター</translation>
    </message>
    <message>
        <source>Design your own maps, check them and play them.</source>
        <translation>自分だけのマップを作り、確認し、遊べます。</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Card gallery</source>
        <translation>カード一覧</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>A short guided game against the computer that teaches every move.</source>
        <translation>コンピューターとの短いガイド付きゲームで、すべての手を学べます。</translation>
    </message>
    <message>
        <source>New to Quantum? Start with a guided game.</source>
        <translation>Quantumは初めてですか？ガイド付きゲームから始めましょう。</translation>
    </message>
    <message>
        <source>QWANTUM</source>
        <translation>QWANTUM</translation>
    </message>
    <message>
        <source>Seven dice, four colours: write the sums, rising, then falling.</source>
        <translation>7個のダイス、4つの色：合計を、上がってから下がるように記入します。</translation>
    </message>
    <message>
        <source>2-4 players: ships are dice; place all your quantum cubes first.</source>
        <translation>2～4人用：宇宙船はダイスです。自分の量子キューブを先にすべて置いた人の勝ち。</translation>
    </message>
    <message>
        <source>2-4 players: roll seven dice and write the colour sums on your score sheet; the best columns win.</source>
        <translation>2～4人用：7個のダイスを振り、色の合計を自分のスコアシートに記入します。列の得点が最も高い人の勝ち。</translation>
    </message>
    <message>
        <source>New to Qwantum? Start with a guided game.</source>
        <translation>Qwantumは初めてですか？ガイド付きゲームから始めましょう。</translation>
    </message>
</context>
<context>
    <name>quantum::Tutorial</name>
    <message>
        <source>The tutorial&apos;s start is missing.</source>
        <translation>チュートリアルの開始データがありません。</translation>
    </message>
    <message>
        <source>The tutorial&apos;s start cannot be read.</source>
        <translation>チュートリアルの開始データを読み込めません。</translation>
    </message>
    <message>
        <source>Welcome to Quantum</source>
        <translation>Quantumへようこそ</translation>
    </message>
    <message>
        <source>Moving a ship</source>
        <translation>宇宙船の移動</translation>
    </message>
    <message>
        <source>Attacking</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>Ship abilities</source>
        <translation>宇宙船の能力</translation>
    </message>
    <message>
        <source>Ending your turn</source>
        <translation>ターンの終了</translation>
    </message>
    <message>
        <source>Deploying</source>
        <translation>配備</translation>
    </message>
    <message>
        <source>Research</source>
        <translation>研究</translation>
    </message>
    <message>
        <source>Preparing a cube</source>
        <translation>キューブの準備</translation>
    </message>
    <message>
        <source>Waiting for the next turn</source>
        <translation>次のターンを待つ</translation>
    </message>
    <message>
        <source>Constructing a cube</source>
        <translation>キューブの建設</translation>
    </message>
    <message>
        <source>Advance cards</source>
        <translation>進歩カード</translation>
    </message>
    <message>
        <source>Well done</source>
        <translation>その調子です</translation>
    </message>
    <message>
        <source>You command the vermillion ships with the circle emblem, on the left of this small map; the computer commands the blue ones with the triangle. Whoever places all their quantum cubes on planets first wins. This game teaches the moves one at a time: gold rings show what to click, and only the move being taught is offered. Press Next to begin.</source>
        <translation>あなたはこの小さなマップの左側にいる、円の紋章の朱色の宇宙船を指揮します。コンピューターは三角の紋章の青い宇宙船を指揮します。自分の量子キューブをすべて先に惑星に置いた方が勝ちです。このゲームでは手を1つずつ教えます。金色の輪がクリックする場所を示し、教えている手だけが選べます。「次へ」を押して始めましょう。</translation>
    </message>
    <message>
        <source>Click your %1, then the ringed square on the Void, the empty tile in the middle. A ship moves up to its value in steps to neighbouring squares, never diagonally and never through planets or other ships.</source>
        <translation>あなたの%1をクリックし、続いて中央の空のタイルであるThe Void上の、輪で示されたマスをクリックしてください。宇宙船は目の数まで隣のマスへ1マスずつ移動します。斜めには移動できず、惑星や他の宇宙船を通り抜けることもできません。</translation>
    </message>
    <message>
        <source>Click your %1, then the enemy ship ringed in gold to attack it. Both sides roll a die and add their ship&apos;s value: the lower total wins, and a tie goes to the attacker. When you win, choose to occupy the square or stay.</source>
        <translation>あなたの%1をクリックし、続いて金色の輪で示された敵の宇宙船をクリックして攻撃してください。両者がダイスを振って自分の宇宙船の目を加え、合計が小さい方が勝ちます。同値なら攻撃側の勝ちです。勝ったら、そのマスに進むか留まるかを選びます。</translation>
    </message>
    <message>
        <source>Every ship type has an ability it may use once per turn, for free. Click your %1 in orbit of planet 8 and press &quot;%2&quot; under the board: a Frigate can turn into a 3 or a 5.</source>
        <translation>宇宙船の種類ごとに、1ターンに1回無料で使える能力があります。惑星8の軌道上にいるあなたの%1をクリックし、盤面の下の「%2」を押してください。フリゲート艦は3か5に変われます。</translation>
    </message>
    <message>
        <source>Every ship type has an ability it may use once per turn, for free. Click one of your ships and press its ability&apos;s button under the board.</source>
        <translation>宇宙船の種類ごとに、1ターンに1回無料で使える能力があります。自分の宇宙船をクリックし、盤面の下にあるその能力のボタンを押してください。</translation>
    </message>
    <message>
        <source>Click End turn under the board. Then the computer plays its turn: watch its moves on the board and in the log.</source>
        <translation>盤面の下の「ターン終了」をクリックしてください。続いてコンピューターがターンを行います。盤面とログでその手を見てください。</translation>
    </message>
    <message>
        <source>Your %1 was destroyed before this game began and waits in your scrapyard. Click it on your sheet at the right, then the ringed square next to your home planet.</source>
        <translation>あなたの%1はこのゲームの開始前に破壊され、屑鉄置き場で待っています。右側のシートでそれをクリックし、続いて母星の隣の輪で示されたマスをクリックしてください。</translation>
    </message>
    <message>
        <source>Click Research under the board (or press R): your research rises by one for one action.</source>
        <translation>盤面の下の「研究」をクリックしてください（またはRキー）。1アクションで研究が1上がります。</translation>
    </message>
    <message>
        <source>To build a cube on a planet, your ships on its orbital positions (the four squares next to it) must add up exactly to its number. Move your %1 to the ringed square: then the orbit adds up.</source>
        <translation>惑星にキューブを建設するには、その軌道位置（惑星の上下左右の4マス）にいる自分の宇宙船の合計が、惑星の番号にちょうど等しくなければなりません。あなたの%1を輪で示されたマスへ移動してください。これで軌道上の合計が合います。</translation>
    </message>
    <message>
        <source>To build a cube on a planet, your ships on its orbital positions (the four squares next to it) must add up exactly to its number. Move or reconfigure your ships until an orbit adds up; end the turn when your actions are spent.</source>
        <translation>惑星にキューブを建設するには、その軌道位置（惑星の上下左右の4マス）にいる自分の宇宙船の合計が、惑星の番号にちょうど等しくなければなりません。どこかの軌道の合計が合うまで宇宙船を移動または再構成し、アクションを使い切ったらターンを終了してください。</translation>
    </message>
    <message>
        <source>Building takes two actions, and this turn has no more. Click End turn; your next turn begins after the computer&apos;s.</source>
        <translation>建設には2アクションかかりますが、このターンにはもう残っていません。「ターン終了」をクリックしてください。コンピューターのターンの後にあなたの次のターンが始まります。</translation>
    </message>
    <message>
        <source>Click the gold-circled planet to construct a cube there. It costs two actions.</source>
        <translation>金色の円の惑星をクリックして、そこにキューブを建設してください。2アクションかかります。</translation>
    </message>
    <message>
        <source>You placed a cube, so an advance card is yours when your actions are over. Click End turn, then one of the six cards over the board.</source>
        <translation>キューブを置いたので、アクションを終えると進歩カードを1枚もらえます。「ターン終了」をクリックし、続いて盤面の上の6枚のカードから1枚をクリックしてください。</translation>
    </message>
    <message>
        <source>You have built your first cube. The rest of the game is yours: play on against the computer, or go back to the menu and start a game of your own. The Rules explain everything else: entanglement, dominance and infamy, and every card.</source>
        <translation>最初のキューブを建設しました。ここからはご自由に：このままコンピューターと対戦を続けるか、メニューに戻って自分のゲームを始めてください。量子もつれ、優勢と悪名、すべてのカードなど、その他のことは「ルール」で説明しています。</translation>
    </message>
    <message>
        <source>Each turn you have three actions: moving or attacking with a ship, reconfiguring one, deploying one, researching, or building a cube (two). Ship abilities cost nothing.</source>
        <translation>各ターンに3アクションあります：宇宙船での移動/攻撃、再構成、配備、研究、またはキューブの建設（2アクション）です。宇宙船の能力にはアクションがかかりません。</translation>
    </message>
    <message>
        <source>Each of your ships on the Void raises your research by one at the start of your turn. A move costs one action, and each ship moves once per turn.</source>
        <translation>The Voidにいる自分の宇宙船1隻ごとに、ターン開始時に研究が1上がります。移動には1アクションかかり、各宇宙船は1ターンに1回移動できます。</translation>
    </message>
    <message>
        <source>A 1 against a 6 cannot lose. The destroyed ship goes to its owner&apos;s scrapyard and your dominance rises by one: at dominance 6 you place a cube for free.</source>
        <translation>1は6に負けません。破壊された宇宙船は持ち主の屑鉄置き場に送られ、あなたの優勢が1上がります。優勢が6になると、キューブを無料で置けます。</translation>
    </message>
    <message>
        <source>Your ships in orbit of a planet must add up exactly to its number to build there. At 5, your Frigate needs only a 3 beside it to make the 8 of this planet.</source>
        <translation>惑星に建設するには、軌道上の自分の宇宙船の合計がその番号にちょうど等しくなければなりません。5になったフリゲート艦は、隣に3があればこの惑星の8になります。</translation>
    </message>
    <message>
        <source>Unused actions are lost, so plan all three before you end the turn.</source>
        <translation>使わなかったアクションは失われます。ターンを終える前に3つとも計画しましょう。</translation>
    </message>
    <message>
        <source>Ships come back next to a planet that holds one of your cubes. Deploying costs one action and is not the ship&apos;s move: it may still move this turn.</source>
        <translation>宇宙船は、自分のキューブがある惑星の隣に戻ってきます。配備には1アクションかかりますが、移動ではありません。その宇宙船はこのターンにまだ移動できます。</translation>
    </message>
    <message>
        <source>With research at 6 at the end of your turn you make a breakthrough: an advance card, and research starts again at 1.</source>
        <translation>ターン終了時に研究が6なら、ブレイクスルーになります：進歩カードを1枚もらい、研究は1からやり直しです。</translation>
    </message>
    <message>
        <source>Enemy ships and ships diagonal to the planet do not count, and a planet takes only one cube of each player.</source>
        <translation>敵の宇宙船と惑星の斜めにいる宇宙船は数えません。また、惑星には各プレイヤーのキューブを1個しか置けません。</translation>
    </message>
    <message>
        <source>The computer may come and spoil your sum: build as soon as it adds up.</source>
        <translation>コンピューターが来て合計を崩すかもしれません。合計が合ったらすぐに建設しましょう。</translation>
    </message>
    <message>
        <source>Each cube is a step to victory. A planet has room for one cube per number above 6 (one on a 7, four on a 10).</source>
        <translation>キューブ1個ごとに勝利へ近づきます。惑星には6を超える番号1つごとにキューブ1個の置き場所があります（7なら1個、10なら4個）。</translation>
    </message>
    <message>
        <source>Gambit cards act at once and are discarded; command cards stay with you, up to three, and work from your next turn.</source>
        <translation>作戦カードはすぐに効果を発揮して捨て札になります。指令カードは3枚まで手元に残り、次のターンから効果を発揮します。</translation>
    </message>
    <message numerus="yes">
        <source>Place all %n of your cubes before the computer does to win.</source>
        <translation>
            <numerusform>コンピューターより先にキューブを%n個すべて置けば勝ちです。</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>The computer is playing its turn…</source>
        <translation>コンピューターがターンを行っています…</translation>
    </message>
    <message>
        <source>First answer the question under the board.</source>
        <translation>まず盤面の下の質問に答えてください。</translation>
    </message>
    <message>
        <source>This step is not possible right now: play on as you like, or skip it.</source>
        <translation>このステップは今は実行できません。自由に続けるか、スキップしてください。</translation>
    </message>
    <message>
        <source>A free re-roll</source>
        <translation>無料再構成</translation>
    </message>
    <message>
        <source>Your %1 has an ability of its own: it rolls its die again for free. Click it and press &quot;%2&quot; under the board. Any other ship is rolled again with Reconfigure, which costs an action: a Scout never needs to pay for it.</source>
        <translation>あなたの%1には固有の能力があり、無料でダイスを振り直せます。クリックして、ボードの下の「%2」を押してください。ほかの宇宙船を振り直すには1アクションかかる再構成を使いますが、偵察機はその代価を払う必要がありません。</translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation>振り直す</translation>
    </message>
    <message numerus="yes">
        <source>Building takes two actions, and this turn has only %n left: unused actions are lost, so click Research (or press R) with it. Then click End turn; your next turn begins after the computer&apos;s.</source>
        <translation>
            <numerusform>建設には2アクションが必要ですが、このターンの残りは%nアクションだけです。使わなかったアクションは失われるので、研究をクリック（またはRキー）して使ってください。そのあとターン終了をクリックしてください。次のターンはコンピューターのターンのあとに始まります。</numerusform>
        </translation>
    </message>
    <message>
        <source>The value is the ship&apos;s type, its movement and its strength in battle: a low value fights better, a high one goes further. A Scout (6) is the weakest in battle, and its re-roll never shows 6 again.</source>
        <translation>値は宇宙船の艦種であり、移動力であり、戦闘での強さでもあります。低い値ほど戦闘に強く、高い値ほど遠くへ移動できます。偵察機（6）は戦闘で最も弱く、その振り直しで再び6が出ることはありません。</translation>
    </message>
    <message>
        <source>You placed a cube, so an advance card is yours when your actions are over. Spend what is left on Research (R), then click End turn and take one of the six cards over the board.</source>
        <translation>キューブを置いたので、アクションを終えると進歩カードを1枚もらえます。残りのアクションは研究（R）に使い、ターン終了をクリックしてから、ボードの上の6枚のカードから1枚を選んでください。</translation>
    </message>
</context>
<context>
    <name>quantum::TutorialPanel</name>
    <message>
        <source>Back to the menu</source>
        <translation>メニューに戻る</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>手本を見る</translation>
    </message>
    <message>
        <source>Makes the move of this step for you.</source>
        <translation>このステップの手を代わりに行います。</translation>
    </message>
    <message>
        <source>Skip this step</source>
        <translation>このステップをスキップ</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ステップ%1/%2</translation>
    </message>
</context>
<context>
    <name>quantum::editor::BalanceChart</name>
    <message>
        <source>The results show here once games have been played.</source>
        <translation>ゲームが終わると、ここに結果が表示されます。</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1（%2～%3）</translation>
    </message>
    <message>
        <source>never chosen</source>
        <translation>未選択</translation>
    </message>
    <message>
        <source>Wins by seat (95% interval; dashed: a fair share)</source>
        <translation>席ごとの勝利数（95%区間、破線：公平な割合）</translation>
    </message>
    <message>
        <source>%1 (seat %2)</source>
        <translation>%1（席%2）</translation>
    </message>
    <message>
        <source>Wins by starting planet</source>
        <translation>開始惑星ごとの勝利数</translation>
    </message>
    <message>
        <source>Planet %1 on tile %2, %3</source>
        <translation>タイル（%2, %3）の惑星%1</translation>
    </message>
</context>
<context>
    <name>quantum::editor::BalanceDialog</name>
    <message>
        <source>Check Balance</source>
        <translation>バランスチェック</translation>
    </message>
    <message>
        <source>Computer players play many games against each other on this map, in every seat in turn. A fair map gives every seat and every starting planet about the same share of wins.</source>
        <translation>このマップで、コンピューターのプレイヤー同士が席を順に入れ替えながら何度も対戦します。公平なマップでは、どの席とどの開始惑星もほぼ同じ割合で勝ちます。</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>ゲーム数(&amp;G)：</translation>
    </message>
    <message>
        <source>Computer &amp;level:</source>
        <translation>コンピューターのレベル(&amp;L)：</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v／%mゲーム</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %n game(s).</source>
        <translation>
            <numerusform>%nゲームを終えたところでキャンセルしました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played.</source>
        <translation>
            <numerusform>%nゲームを対戦しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Average length: %1 turns. Draws (no winner by turn %2): %3.</source>
        <translation>平均の長さ：%1ターン。引き分け（第%2ターンまでに勝者なし）：%3。</translation>
    </message>
    <message>
        <source>The games could not be played: %1</source>
        <translation>ゲームを対戦できませんでした：%1</translation>
    </message>
    <message>
        <source>This map cannot be played yet: fix the errors listed under Problems, then run the check.</source>
        <translation>このマップはまだプレイできません。「問題」に挙げられたエラーを修正してから、チェックを実行してください。</translation>
    </message>
    <message>
        <source>Stopping the games in progress…</source>
        <translation>進行中のゲームを停止しています…</translation>
    </message>
    <message>
        <source>The map was edited: these games are played on the map as it was when the check began.</source>
        <translation>マップが編集されました。これらのゲームは、チェック開始時点のマップで対戦されます。</translation>
    </message>
    <message>
        <source>The map was edited since these games were played: run the check again for the map as it is.</source>
        <translation>これらのゲームの対戦後にマップが編集されました。現在のマップで確認するには、チェックをもう一度実行してください。</translation>
    </message>
</context>
<context>
    <name>quantum::editor::EditorView</name>
    <message>
        <source>Planet &amp;7</source>
        <translation>惑星7(&amp;7)</translation>
    </message>
    <message>
        <source>Planet &amp;8</source>
        <translation>惑星8(&amp;8)</translation>
    </message>
    <message>
        <source>Planet &amp;9</source>
        <translation>惑星9(&amp;9)</translation>
    </message>
    <message>
        <source>Planet 1&amp;0</source>
        <translation>惑星10(&amp;0)</translation>
    </message>
    <message>
        <source>The &amp;Void</source>
        <translation>The Void(&amp;V)</translation>
    </message>
    <message>
        <source>Toggle &amp;Starting Planet</source>
        <translation>開始惑星の切り替え(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Delete Tiles</source>
        <translation>タイルを削除(&amp;D)</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>すべて選択(&amp;A)</translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s)</source>
        <translation>
            <numerusform>タイル%n枚を移動</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>quantum::editor::EditorWindow</name>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1を開けませんでした：%2</translation>
    </message>
    <message>
        <source>A quarter turn needs a map whose middle is a tile centre or a tile corner.</source>
        <translation>90度回転するには、マップの中心がタイルの中心かタイルの角にある必要があります。</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Map</source>
        <translation>マップ(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;New Map</source>
        <translation>新しいマップ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>開く(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>名前を付けて保存(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Import Layout Notation...</source>
        <translation>配置表記を読み込む(&amp;I)...</translation>
    </message>
    <message>
        <source>Cop&amp;y Layout Notation</source>
        <translation>配置表記をコピー(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Paste Layout Notation</source>
        <translation>配置表記を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Mirror &amp;Left to Right</source>
        <translation>左右反転(&amp;L)</translation>
    </message>
    <message>
        <source>R&amp;otate Clockwise</source>
        <translation>時計回りに回転(&amp;O)</translation>
    </message>
    <message>
        <source>Mirror &amp;Mode</source>
        <translation>ミラーモード(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>オフ(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Left and Right</source>
        <translation>左右(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Top and Bottom</source>
        <translation>上下(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Both Mirrors</source>
        <translation>上下左右(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Half Turn</source>
        <translation>180度回転(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Quarter Turns</source>
        <translation>90度回転(&amp;Q)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>ズームイン(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>ズームアウト(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit Map</source>
        <translation>マップに合わせる(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Play This Map</source>
        <translation>このマップで遊ぶ(&amp;P)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>タイル</translation>
    </message>
    <message>
        <source>Map Properties</source>
        <translation>マップのプロパティ</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>&lt;map as opened&gt;</source>
        <translation>&lt;開いたときのマップ&gt;</translation>
    </message>
    <message>
        <source>%1[*] - Quantum Map Editor</source>
        <translation>%1[*] - Quantumマップエディター</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s), ready to play</source>
        <translation>
            <numerusform>タイル%n枚、プレイ可能</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s).</source>
        <translation>
            <numerusform>タイル%n枚。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s).</source>
        <translation>
            <numerusform>エラー%n件。</numerusform>
        </translation>
    </message>
    <message>
        <source>Mirror mode on</source>
        <translation>ミラーモードオン</translation>
    </message>
    <message>
        <source>Saved as a draft: the map has problems to fix before it can be played.</source>
        <translation>下書きとして保存しました：プレイする前に修正が必要な問題があります。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1を保存しました</translation>
    </message>
    <message>
        <source>Import layout notation</source>
        <translation>配置表記を読み込む</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>The map &quot;%1&quot; has unsaved changes. Save them?</source>
        <translation>マップ&quot;%1&quot;には未保存の変更があります。保存しますか？</translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation>保存に失敗しました</translation>
    </message>
    <message>
        <source>Could not save the map: %1</source>
        <translation>マップを保存できませんでした：%1</translation>
    </message>
    <message>
        <source>Save Map</source>
        <translation>マップを保存</translation>
    </message>
    <message>
        <source>Open Failed</source>
        <translation>開けませんでした</translation>
    </message>
    <message>
        <source>Import Layout Notation</source>
        <translation>配置表記を読み込む</translation>
    </message>
    <message>
        <source>Layout notation (rows separated by /, e.g. 7* 8 7 / 8 10 8 / 7 8 7*):</source>
        <translation>配置表記（行は/で区切ります。例：7* 8 7 / 8 10 8 / 7 8 7*）：</translation>
    </message>
    <message>
        <source>Import Failed</source>
        <translation>読み込みに失敗しました</translation>
    </message>
    <message>
        <source>This is not layout notation: %1</source>
        <translation>配置表記ではありません：%1</translation>
    </message>
    <message>
        <source>Copy Layout Notation</source>
        <translation>配置表記をコピー</translation>
    </message>
    <message>
        <source>This map has no layout notation: %1</source>
        <translation>このマップは配置表記で表せません：%1</translation>
    </message>
    <message>
        <source>Layout notation copied to the clipboard.</source>
        <translation>配置表記をクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>Paste Failed</source>
        <translation>貼り付けに失敗しました</translation>
    </message>
    <message>
        <source>The clipboard does not hold layout notation: %1</source>
        <translation>クリップボードの内容は配置表記ではありません：%1</translation>
    </message>
    <message>
        <source>Export as SVG</source>
        <translation>SVGでエクスポート</translation>
    </message>
    <message>
        <source>Export as PNG</source>
        <translation>PNGでエクスポート</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG画像 (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>Could not export the map: %1</source>
        <translation>マップをエクスポートできませんでした：%1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1をエクスポートしました</translation>
    </message>
    <message>
        <source>No recent maps</source>
        <translation>最近使ったマップはありません</translation>
    </message>
    <message>
        <source>Check &amp;Balance...</source>
        <translation>バランスチェック(&amp;B)...</translation>
    </message>
    <message>
        <source>Quantum maps (*.quantum-map *.json)</source>
        <translation>Quantumのマップ (*.quantum-map *.json)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>切り取り(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Mirror Top to &amp;Bottom</source>
        <translation>上下反転(&amp;B)</translation>
    </message>
    <message>
        <source>Select the tiles to copy first.</source>
        <translation>先にコピーするタイルを選択してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) copied to the clipboard.</source>
        <translation>
            <numerusform>タイル%n枚をクリップボードにコピーしました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Select the tiles to cut first.</source>
        <translation>先に切り取るタイルを選択してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) cut to the clipboard.</source>
        <translation>
            <numerusform>タイル%n枚をクリップボードに切り取りました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing pasted: the clipboard holds no tiles. Copy tiles in a map editor first (for layout notation use Paste Layout Notation).</source>
        <translation>貼り付けていません：クリップボードにタイルがありません。先にマップエディターでタイルをコピーしてください（配置表記には「配置表記を貼り付け」を使ってください）。</translation>
    </message>
    <message>
        <source>Nothing pasted: %1.</source>
        <translation>貼り付けていません：%1。</translation>
    </message>
    <message numerus="yes">
        <source>Nothing pasted: the %n tile(s) fit nowhere on this map without covering a tile or making the map larger than %1 x %1 tiles.</source>
        <translation>
            <numerusform>貼り付けていません：タイル%n枚を、ほかのタイルに重ねず、マップを%1×%1タイル以内に保ったまま置ける場所がありません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) pasted.</source>
        <translation>
            <numerusform>タイル%n枚を貼り付けました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) pasted at the nearest free place.</source>
        <translation>
            <numerusform>タイル%n枚を最も近い空き場所に貼り付けました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy &amp;Map Code</source>
        <translation>マップコードをコピー(&amp;M)</translation>
    </message>
    <message>
        <source>Paste Map Cod&amp;e</source>
        <translation>マップコードを貼り付け(&amp;E)</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>エクスポート(&amp;X)</translation>
    </message>
    <message>
        <source>PN&amp;G Image...</source>
        <translation>PNG画像(&amp;G)...</translation>
    </message>
    <message>
        <source>S&amp;VG Image...</source>
        <translation>SVG画像(&amp;V)...</translation>
    </message>
    <message>
        <source>&amp;Print-and-Play PDF...</source>
        <translation>プリント＆プレイ用PDF(&amp;P)...</translation>
    </message>
    <message>
        <source>Ge&amp;nerate...</source>
        <translation>マップを生成(&amp;N)...</translation>
    </message>
    <message>
        <source>Export Print-and-Play PDF</source>
        <translation>プリント＆プレイ用PDFをエクスポート</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Paste map code</source>
        <translation>マップコードを貼り付け</translation>
    </message>
    <message>
        <source>Copy Map Code</source>
        <translation>マップコードをコピー</translation>
    </message>
    <message>
        <source>This map has no map code: %1</source>
        <translation>このマップはマップコードで表せません：%1</translation>
    </message>
    <message numerus="yes">
        <source>Map code copied to the clipboard (%n character(s)).</source>
        <translation>
            <numerusform>マップコードをクリップボードにコピーしました（%n文字）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The clipboard does not hold a map code: %1</source>
        <translation>クリップボードの内容はマップコードではありません：%1</translation>
    </message>
    <message>
        <source>Map pasted from its code; Undo brings the previous map back.</source>
        <translation>マップコードからマップを貼り付けました。「元に戻す」で前のマップに戻せます。</translation>
    </message>
</context>
<context>
    <name>quantum::editor::ExportPdfDialog</name>
    <message>
        <source>This map cannot be printed: %1.</source>
        <translation>このマップは印刷できません：%1。</translation>
    </message>
    <message>
        <source>One page; squares of %1 mm, the largest that fit.</source>
        <translation>1ページ。マスは用紙に収まる最大の%1 mmです。</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s): the map, then every tile at true size (squares of %1 mm, tiles of %2 mm) with crop marks.</source>
        <translation>
            <numerusform>%nページ：マップ全体に続いて、すべてのタイルをトンボ付きの実寸で印刷します（1マス%1 mm、タイル%2 mm）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Print-and-Play PDF</source>
        <translation>プリント＆プレイ用PDFをエクスポート</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>用紙(&amp;P)：</translation>
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
        <translation>1ページのポスター(&amp;O)</translation>
    </message>
    <message>
        <source>The whole map on one sheet, as large as the paper allows.</source>
        <translation>マップ全体を1枚の用紙に、用紙に収まる最大の大きさで印刷します。</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>エクスポート(&amp;E)...</translation>
    </message>
</context>
<context>
    <name>quantum::editor::ExportPngDialog</name>
    <message>
        <source>%1 x %2 pixels, printed %3 x %4 cm at %5 dots per inch.</source>
        <translation>%1×%2ピクセル。%5 dpiで印刷すると%3×%4 cmになります。</translation>
    </message>
    <message>
        <source>Export as PNG</source>
        <translation>PNGでエクスポート</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>倍率(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>幅(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>高さ(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>解像度(&amp;R)：</translation>
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
        <translation>100%では1マスを幅64ピクセルで描きます。</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>エクスポート(&amp;E)...</translation>
    </message>
</context>
<context>
    <name>quantum::editor::GenerateDialog</name>
    <message>
        <source>Generate Map</source>
        <translation>マップを生成</translation>
    </message>
    <message>
        <source>Draws layouts with the symmetry asked for, lets computer players play many games on each, and keeps the fairest. It replaces the map being edited; Undo brings it back.</source>
        <translation>指定した対称性で配置をいくつも作り、それぞれでコンピューターのプレイヤー同士に何度も対戦させて、最も公平なものを残します。編集中のマップは置き換えられますが、「元に戻す」で戻せます。</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>プレイヤー数(&amp;P):</translation>
    </message>
    <message>
        <source>Cubes to &amp;win:</source>
        <translation>勝利に必要なキューブ数(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Size (tiles):</source>
        <translation>サイズ（タイル数）(&amp;S)：</translation>
    </message>
    <message>
        <source>S&amp;ymmetry:</source>
        <translation>対称性(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Void tiles:</source>
        <translation>The Voidタイルの数(&amp;V)：</translation>
    </message>
    <message>
        <source>Ga&amp;mes per layout:</source>
        <translation>配置ごとのゲーム数(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Layouts tried:</source>
        <translation>試す配置の数(&amp;L)：</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>シード(&amp;E)：</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Mirror: left and right, top and bottom</source>
        <translation>ミラー：左右と上下</translation>
    </message>
    <message>
        <source>Mirror: left and right, one start on the axis</source>
        <translation>ミラー：左右、開始惑星1つは軸上</translation>
    </message>
    <message>
        <source>Mirror: left and right</source>
        <translation>ミラー：左右</translation>
    </message>
    <message>
        <source>Rotation: half turn</source>
        <translation>回転：180度</translation>
    </message>
    <message>
        <source>Rotation: quarter turns, three of four starts</source>
        <translation>回転：90度ずつ、開始惑星は4か所中3か所</translation>
    </message>
    <message>
        <source>Rotation: quarter turns</source>
        <translation>回転：90度ずつ</translation>
    </message>
    <message>
        <source>A layout is fair when every seat and every starting planet wins between %1 and %2 of its games (a fair share is %3) and each wins at least one.</source>
        <translation>どの席もどの開始惑星も、ゲームの%1～%2で勝ち（公平な割合は%3）、かつそれぞれ少なくとも1回勝っていれば、その配置は公平とみなします。</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v／%mゲーム</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>These settings cannot make a map: %1</source>
        <translation>この設定ではマップを作れません：%1</translation>
    </message>
    <message>
        <source>Stopping the games in progress…</source>
        <translation>進行中のゲームを停止しています…</translation>
    </message>
    <message>
        <source>Cancelled: the map was not changed.</source>
        <translation>キャンセルしました：マップは変更されていません。</translation>
    </message>
    <message>
        <source>No map was made: %1</source>
        <translation>マップを作れませんでした：%1</translation>
    </message>
    <message>
        <source>No map was made.</source>
        <translation>マップを作れませんでした。</translation>
    </message>
    <message>
        <source>Generated Map %1</source>
        <translation>生成されたマップ%1</translation>
    </message>
    <message>
        <source>None of the layouts was fair within the band: the fairest is shown. Try more layouts or another symmetry.</source>
        <translation>許容範囲内で公平な配置はありませんでした：最も公平なものを表示しています。試す配置を増やすか、別の対称性を試してください。</translation>
    </message>
    <message>
        <source>Kept layout %1 of %2. In its %3 games the seats won %4.</source>
        <translation>%2個の配置のうち%1番目を採用しました。その%3ゲームでの席ごとの勝率：%4。</translation>
    </message>
</context>
<context>
    <name>quantum::editor::MapDocument</name>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message numerus="yes">
        <source>Move %n tile(s)</source>
        <translation>
            <numerusform>タイル%n枚を移動</numerusform>
        </translation>
    </message>
    <message>
        <source>Mirror tiles left to right</source>
        <translation>タイルを左右反転</translation>
    </message>
    <message>
        <source>Mirror tiles top to bottom</source>
        <translation>タイルを上下反転</translation>
    </message>
    <message>
        <source>Rotate tiles</source>
        <translation>タイルを回転</translation>
    </message>
    <message>
        <source>the file is larger than 64 MiB</source>
        <translation>ファイルが64 MiBを超えています</translation>
    </message>
    <message>
        <source>The map has no name: New Game would list it without one. Give it a name in Map Properties.</source>
        <translation>マップに名前がありません。このままでは「新しいゲーム」の一覧に名前なしで表示されます。「マップのプロパティ」で名前を付けてください。</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tile(s)</source>
        <translation>
            <numerusform>タイル%n枚を貼り付け</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut %n tile(s)</source>
        <translation>
            <numerusform>タイル%n枚を切り取り</numerusform>
        </translation>
    </message>
    <message>
        <source>it is not a regular file (%1)</source>
        <translation>通常のファイルではありません（%1）</translation>
    </message>
</context>
<context>
    <name>quantum::editor::MapLibrary</name>
    <message>
        <source>not valid: %1</source>
        <translation>無効：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n map(s)</source>
        <translation>
            <numerusform>マップ%n件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>Under a map&apos;s picture in the map list: %1 the players, %2 the cubes to win (&quot;2 players · 5 cubes&quot;).</extracomment>
        <translation>%1・%2</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人用</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s)</source>
        <translation>
            <numerusform>キューブ%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>プレイヤー数(&amp;P):</translation>
    </message>
    <message>
        <source>Any number of players</source>
        <translation>プレイヤー数を問わない</translation>
    </message>
    <message>
        <source>Any number of cubes</source>
        <translation>キューブ数を問わない</translation>
    </message>
    <message numerus="yes">
        <source>%n cube(s) to win</source>
        <translation>
            <numerusform>勝利に必要なキューブ%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>Search maps</source>
        <translation>マップを検索</translation>
    </message>
    <message>
        <source>Or&amp;der</source>
        <extracomment>A button over the map list: its menu sorts the maps and groups them.</extracomment>
        <translation>並べ替え(&amp;D)</translation>
    </message>
    <message>
        <source>Sort the maps by name or newest first, in sections by player count or not.</source>
        <translation>マップを名前順か新しい順に並べ替えます。プレイヤー数ごとに分けることもできます。</translation>
    </message>
    <message>
        <source>By name</source>
        <translation>名前順</translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation>新しい順</translation>
    </message>
    <message>
        <source>Your maps by the time they were last saved, then the maps that come with the game.</source>
        <translation>自分のマップを最後に保存した日時の新しい順に並べ、その後にゲームに同梱のマップを並べます。</translation>
    </message>
    <message>
        <source>Group by players</source>
        <translation>プレイヤー数で分ける</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <comment>map list section</comment>
        <extracomment>A section of the map list: the maps for this number of players.</extracomment>
        <translation>
            <numerusform>%n人用</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot be played</source>
        <translation>プレイできないマップ</translation>
    </message>
    <message>
        <source>Cannot be opened</source>
        <translation>開けないマップ</translation>
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
        <translation>マップを開く</translation>
    </message>
    <message>
        <source>Your maps, in %1</source>
        <translation>%1にある自分のマップ</translation>
    </message>
    <message>
        <source>The maps that come with the game, and yours, in %1. A map that comes with the game opens as a new copy.</source>
        <translation>ゲームに同梱のマップと、%1にある自分のマップです。同梱のマップは新しいコピーとして開きます。</translation>
    </message>
    <message>
        <source>Other file...</source>
        <translation>他のファイル...</translation>
    </message>
    <message>
        <source>Open a map kept in another folder.</source>
        <translation>別のフォルダーにあるマップを開きます。</translation>
    </message>
    <message>
        <source>Quantum maps (*.quantum-map *.json);;All files (*)</source>
        <translation>Quantumのマップ (*.quantum-map *.json);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>quantum::editor::PropertiesPanel</name>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>説明(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>プレイ人数(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Cubes per player:</source>
        <translation>1人あたりのキューブ数(&amp;C)：</translation>
    </message>
    <message>
        <source>One sentence about the map</source>
        <translation>マップについての短い説明</translation>
    </message>
</context>
<context>
    <name>quantum::editor::StatisticsPanel</name>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>タイル%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Planet %1: %2</source>
        <translation>惑星%1：%2</translation>
    </message>
    <message>
        <source>The Void: %1</source>
        <translation>The Void：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n cube location(s); the players need %1.</source>
        <translation>
            <numerusform>キューブの置き場所%nか所（プレイヤーには%1か所必要）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spare location(s).</source>
        <translation>
            <numerusform>余裕%nか所。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n location(s) short.</source>
        <translation>
            <numerusform>%nか所不足。</numerusform>
        </translation>
    </message>
    <message>
        <source>Fairness: mark the starting planets to compare them.</source>
        <translation>公平性：開始惑星を指定すると比較できます。</translation>
    </message>
    <message numerus="yes">
        <source>Start (%1, %2): the nearest other start is %n tile(s) away.</source>
        <translation>
            <numerusform>開始惑星（%1, %2）：最も近い他の開始惑星まで%nタイル。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cube location(s) within 2 tiles.</source>
        <translation>
            <numerusform>2タイル以内にキューブの置き場所%nか所。</numerusform>
        </translation>
    </message>
    <message>
        <source>Fairness: the starting planets look balanced.</source>
        <translation>公平性：開始惑星のバランスは取れているようです。</translation>
    </message>
    <message>
        <source>Fairness: the starting planets differ; consider the symmetry helpers.</source>
        <translation>公平性：開始惑星に差があります。対称化の機能を検討してください。</translation>
    </message>
</context>
<context>
    <name>quantum::editor::TilePalette</name>
    <message>
        <source>Drag a tile onto the map; drop tiles here to remove them.</source>
        <translation>タイルをマップへドラッグします。ここにドロップするとタイルを削除します。</translation>
    </message>
    <message>
        <source>The Void</source>
        <translation>The Void</translation>
    </message>
    <message>
        <source>Planet %1</source>
        <translation>惑星%1</translation>
    </message>
    <message>
        <source>Drop to remove</source>
        <translation>ドロップして削除</translation>
    </message>
</context>
<context>
    <name>quantum::editor::ValidationPanel</name>
    <message>
        <source>Click to show the tile</source>
        <translation>クリックしてタイルを表示</translation>
    </message>
    <message>
        <source>The map is ready to play.</source>
        <translation>このマップはプレイできます。</translation>
    </message>
    <message numerus="yes">
        <source>The map is playable, with %n notice(s).</source>
        <translation>
            <numerusform>このマップはプレイできます（注意%n件）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s): the map can be saved as a draft but not played.</source>
        <translation>
            <numerusform>エラー%n件：下書きとして保存はできますが、プレイはできません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to name the map</source>
        <translation>クリックしてマップに名前を付けます</translation>
    </message>
</context>
<context>
    <name>quantum::net::PortMapping</name>
    <message>
        <source>This computer is on no network, so friends elsewhere cannot join it.</source>
        <translation>このコンピューターはどのネットワークにもつながっていないため、離れた場所の友だちは参加できません。</translation>
    </message>
    <message>
        <source>No router answered the request to open the port (UPnP may be turned off on it). For friends elsewhere to join, forward TCP port %1 to %2 by hand in the router&apos;s settings.</source>
        <translation>ポートを開く要求にどのルーターも応答しませんでした（ルーターのUPnPが無効になっている可能性があります）。離れた場所の友だちが参加できるようにするには、ルーターの設定でTCPポート%1を%2へ手動で転送してください。</translation>
    </message>
    <message>
        <source>No router that opens ports answered (a device answered, but it is not a connected internet gateway). For friends elsewhere to join, forward TCP port %1 to %2 by hand in the router&apos;s settings.</source>
        <translation>ポートを開けるルーターが応答しませんでした（応答した機器はありましたが、インターネットに接続されたゲートウェイではありません）。離れた場所の友だちが参加できるようにするには、ルーターの設定でTCPポート%1を%2へ手動で転送してください。</translation>
    </message>
    <message>
        <source>The router has no public address of its own (it is behind another router or the provider&apos;s), so a port it opens cannot be reached from the internet. For friends elsewhere to join, forward TCP port %1 to %2 by hand on each router on the way, or ask the provider for a public address.</source>
        <translation>このルーターには自身のグローバルアドレスがありません（別のルーターやプロバイダーのルーターの内側にあります）。そのため、このルーターが開いたポートにはインターネットから届きません。離れた場所の友だちが参加できるようにするには、途中の各ルーターでTCPポート%1を%2へ手動で転送するか、プロバイダーにグローバルアドレスを依頼してください。</translation>
    </message>
    <message>
        <source>The router refused to open TCP port %1 (%3). For friends elsewhere to join, forward TCP port %1 to %2 by hand in the router&apos;s settings.</source>
        <translation>ルーターがTCPポート%1を開くことを拒否しました（%3）。離れた場所の友だちが参加できるようにするには、ルーターの設定でTCPポート%1を%2へ手動で転送してください。</translation>
    </message>
</context>
</TS>
